import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { CatalogueChange, CatalogueChanges } from '../../lib/catalogue-changes.ts';
import type { EntityService } from '../entity/service.ts';

export interface CatalogueEditorDeps {
  db: Database;
  definitions: EntityService;
  catalogueChanges: CatalogueChanges;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Publishes a committed change to every instance's caches and the search index. */
export const publisher =
  ({ catalogueChanges, log }: Pick<CatalogueEditorDeps, 'catalogueChanges' | 'log'>) =>
  (change: CatalogueChange): Promise<void> =>
    // The change is committed: a broadcast that fails must not answer the save as failed.
    // Caches then follow within their expiry (decision 006).
    catalogueChanges
      .published(change)
      .catch((err: unknown) => log.warn({ err, change }, 'could not publish a catalogue change'));
