import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type {
  ExportWorkerData,
  FromExportWorker,
  ToExportWorker,
} from './export-worker-messages.ts';

/**
 * The export thread's heap: a million-row export makes gigabytes of short-lived rows and text;
 * a bounded heap is collected as it goes instead of growing the process by hundreds of MB.
 */
const HEAP_LIMITS = { maxOldGenerationSizeMb: 128 };

export interface ExportThread {
  /** Starts the thread ahead of its first export, so that export does not wait for it. */
  warmUp(): void;
  /** Builds every waiting export; resolves when none is left (or the thread failed). */
  build(): Promise<void>;
  /** Lets the export being built go back to the queue, then ends the thread. */
  stop(): Promise<void>;
}

/**
 * The built server runs the bundled worker beside it; run from its sources (tests, `dev`), the
 * thread first registers the TypeScript loader, which a worker does not inherit.
 */
function workerSource(): { source: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts'))
    return { source: new URL('./export-worker.js', import.meta.url), eval: false };
  const file = new URL('./export-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`;
  return { source: boot, eval: true };
}

/**
 * A thread of its own for background exports, started on the first build and started again
 * after a failure; a job it was building when it failed is taken up again later (decision 166).
 */
export function createExportThread(
  data: ExportWorkerData,
  log: { error(obj: object, msg: string): void },
): ExportThread {
  let worker: Worker | null = null;
  let waiting: (() => void)[] = [];

  const settle = () => {
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  };
  const start = () => {
    const { source, eval: evaluated } = workerSource();
    const started = new Worker(source, {
      eval: evaluated,
      workerData: data,
      resourceLimits: HEAP_LIMITS,
    });
    started.on('message', (message: FromExportWorker) => {
      if (message.type === 'built') settle();
      else if (message.type === 'log') log.error({ detail: message.obj }, message.msg);
    });
    started.on('error', (error) => log.error({ err: error }, 'the export thread failed'));
    started.on('exit', () => {
      if (worker === started) worker = null;
      settle();
    });
    return started;
  };
  const send = (message: ToExportWorker) => worker?.postMessage(message);

  return {
    warmUp() {
      worker ??= start();
    },
    build() {
      worker ??= start();
      const done = new Promise<void>((resolve) => waiting.push(resolve));
      send({ type: 'build' });
      return done;
    },
    async stop() {
      const current = worker;
      if (!current) return;
      const stopped = new Promise<void>((resolve) =>
        current.on('message', (m: FromExportWorker) => m.type === 'stopped' && resolve()),
      );
      send({ type: 'stop' });
      await Promise.race([stopped, once(current, 'exit')]);
      worker = null;
      await current.terminate();
    },
  };
}
