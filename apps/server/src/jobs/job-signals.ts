/** Queues the job workers drain; a service wakes one after committing work for it. */
export type JobQueueName = 'erp-handoff' | 'erp-status-sync' | 'mail-delivery' | 'export-build';

export interface JobSignals {
  /** Asks for a run soon; the periodic sweep runs it anyway, so a lost wake-up only delays. */
  wake(queue: JobQueueName): void;
}
