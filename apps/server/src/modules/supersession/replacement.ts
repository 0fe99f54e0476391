import { isOrderableModel, MAX_SUPERSESSION_CHAIN, resolveReplacement } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keyOf } from '../search/search-index.ts';

/** Whose catalogue a replacement is offered in. */
export interface ReplacementScope {
  catalogId: number;
  preview: boolean;
}

/** The model a buyer is offered instead of an old one, and where the catalogue shows it. */
export interface OfferedReplacement {
  /** The old model's number, as the buyer may have typed it. */
  replaces: string;
  pcn: string;
  /** Its own search entry in the scope: where its row and link come from. */
  entryId: number;
  note: string | null;
}

// A type, not an interface: the driver's rows are records.
type ScopedLink = {
  pcn: string;
  replaced_by: string;
  note: string | null;
  visible: boolean;
  ecommerce: boolean;
  is_preview: boolean;
  /** The replacement's own entry in the scope's search index; null when not shown there. */
  entry_id: number | null;
};

/**
 * The chain from the old model `start` picks (the first by number), each replacement with
 * what decides whether it can be ordered in the scope. One statement, not one per step: every
 * keyword of the search asks it (decision 177), and on a busy server each wait counts.
 * Bounded by the chain cap, so a loop written by hand cannot hold the query.
 */
async function scopedChain(db: Executor, start: SQL, scope: ReplacementScope) {
  const result = await db.execute<ScopedLink>(sql`
    with recursive chain(pcn, replaced_by, note, depth) as (
      (select pcn_catalog_number, replaced_by, note, 1 from model_supersession
       where ${start} order by pcn_catalog_number limit 1)
      union all
      select s.pcn_catalog_number, s.replaced_by, s.note, chain.depth + 1
      from model_supersession s join chain on s.pcn_catalog_number = chain.replaced_by
      where chain.depth < ${MAX_SUPERSESSION_CHAIN})
    select chain.pcn, chain.replaced_by, chain.note, m.visible, m.ecommerce, m.is_preview,
      (select min(e.entry_id) from search_entry e
       where e.catalog_id = ${scope.catalogId} and e.result_type = 'Model' and e.alias_of is null
         and e.pcn_catalog_number = chain.replaced_by
         ${scope.preview ? sql`` : sql`and not e.preview_only`}) as entry_id
    from chain join model m on m.pcn_catalog_number = chain.replaced_by
    order by chain.depth`);
  return result.rows;
}

const toFlags = (l: ScopedLink) => ({
  visible: l.visible,
  ecommerce: l.ecommerce,
  isPreview: l.is_preview,
});

/** The newest model of the chain that can be ordered and that the catalogue shows, or null. */
function offeredFrom(chain: ScopedLink[]): OfferedReplacement | null {
  const [head] = chain;
  if (!head) return null;
  const next = new Map(chain.map((l) => [l.pcn, l.replaced_by]));
  const links = new Map(chain.map((l) => [l.replaced_by, l]));
  const shown = (p: string) => {
    const link = links.get(p);
    return !!link && link.entry_id !== null && isOrderableModel(toFlags(link));
  };
  const found = resolveReplacement(head.pcn, (p) => next.get(p), shown);
  if (found === null) return null;
  const entryId = Number(links.get(found)!.entry_id);
  return { replaces: head.pcn, pcn: found, entryId, note: head.note };
}

/**
 * The replacement offered for a model (decision 177): the newest model of its chain that can
 * be ordered and that the catalogue shows, or null.
 */
export async function offeredReplacement(
  db: Executor,
  pcn: string,
  scope: ReplacementScope,
): Promise<OfferedReplacement | null> {
  return offeredFrom(await scopedChain(db, sql`pcn_catalog_number = ${pcn}`, scope));
}

/** The replacement offered for the old model whose number has this search key, if any. */
export async function replacementByKey(
  db: Executor,
  key: string,
  scope: ReplacementScope,
): Promise<OfferedReplacement | null> {
  if (key === '') return null;
  // Read through model_supersession_key_idx (migration 0030).
  const start = sql`${keyOf(sql`pcn_catalog_number`)} = ${key}`;
  return offeredFrom(await scopedChain(db, start, scope));
}
