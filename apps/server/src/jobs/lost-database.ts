import { isLostDatabase } from '../db/lost-database.ts';

let installed = false;

/**
 * pg-boss 10 settles a finished job (complete or fail) without awaiting it; when the database
 * goes away at that moment — the embedded server stops on SIGINT while a job runs — the
 * rejection would be unhandled and end the process. Those rejections are logged and dropped;
 * any other unhandled rejection still ends the process, as it does without this listener.
 */
export function absorbLostDatabaseRejections(log: (reason: Error) => void): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    if (isLostDatabase(reason)) log(reason as Error);
    else throw reason;
  });
}
