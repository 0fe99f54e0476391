/** PostgreSQL codes of a server shutting down or not yet accepting connections. */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET']);

/** An error that only says the database went away (a shutdown, a restart, a failover). */
export function isLostDatabase(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  const code = (reason as { code?: unknown }).code;
  return (
    (typeof code === 'string' && SHUTDOWN_CODES.has(code)) ||
    /Connection terminated|Client has encountered a connection error/.test(reason.message)
  );
}

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
