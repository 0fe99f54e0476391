/** Queues the job workers drain; a service wakes one after committing work for it. */
export type JobQueueName =
  | 'erp-handoff'
  | 'erp-status-sync'
  | 'mail-delivery'
  | 'export-build'
  /** Debounced: the rebuild starts a few seconds after the last wake-up (search-index-rebuild.ts). */
  | 'search-index-rebuild';

export interface JobSignals {
  /** Asks for a run soon; the periodic sweep runs it anyway, so a lost wake-up only delays. */
  wake(queue: JobQueueName): void;
}
