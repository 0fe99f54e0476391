import type { ModelReplacement, Site } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { SearchService } from '../search/service.ts';
import { readLink } from './queries.ts';

export interface ReplacementReader {
  /** What the parts site says of a model: its replacement, if any, and the one it offers. */
  of(site: Site, pcn: string, preview: boolean): Promise<ModelReplacement>;
}

export function createReplacementReader(db: Database, search: SearchService): ReplacementReader {
  return {
    async of(site, pcn, preview) {
      const [link, replacement] = await Promise.all([
        readLink(db, pcn),
        search.replacement(site, pcn, preview),
      ]);
      return {
        PcnCatalogNumber: pcn,
        ReplacedBy: link?.replacedBy ?? null,
        Note: link?.note ?? null,
        Replacement: link ? replacement : null,
      };
    },
  };
}
