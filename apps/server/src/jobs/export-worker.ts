// The thread that builds background exports (decision 166). Its heap is its own and bounded,
// and its rows are made off the event loop that answers requests.
import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../db/client.ts';
import { createDiskBlobStore } from '../integrations/blob-store/disk-blob-store.ts';
import { buildExportJobs } from './export-build.ts';
import type {
  ExportWorkerData,
  FromExportWorker,
  ToExportWorker,
} from './export-worker-messages.ts';

const { databaseUrl, exportsDir } = workerData as ExportWorkerData;
const port = parentPort!;
// Two connections read a large export in parts, a third records its progress.
const db = createDatabase(databaseUrl, 4);
const exportFiles = createDiskBlobStore(exportsDir);
const post = (message: FromExportWorker) => port.postMessage(message);
const log = {
  error: (obj: object, msg: string) => post({ type: 'log', obj: JSON.stringify(obj), msg }),
};
let stopping = false;
let building: Promise<void> = Promise.resolve();

port.on('message', (message: ToExportWorker) => {
  if (message.type === 'build')
    building = building
      .then(() => buildExportJobs({ db, exportFiles, log }, () => stopping))
      .catch((error: unknown) => log.error({ err: String(error) }, 'export build stopped'))
      .then(() => post({ type: 'built' }));
  else {
    stopping = true;
    void building.then(async () => {
      await db.$client.end().catch(() => {});
      post({ type: 'stopped' });
    });
  }
});
