import { isOrderableModel, resolveReplacement } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keyOf } from '../search/search-index.ts';
import { chainFrom } from './queries.ts';

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

/**
 * The replacement offered for a model (decision 177): the newest model of its chain that can
 * be ordered and that the catalogue shows, or null.
 */
export async function offeredReplacement(
  db: Executor,
  pcn: string,
  scope: ReplacementScope,
): Promise<OfferedReplacement | null> {
  const chain = await chainFrom(db, pcn);
  if (chain.length === 0) return null;
  const later = chain.map((l) => l.replacedBy);
  const entries = await db.execute<{ pcn: string; entry_id: number }>(sql`
    select pcn_catalog_number as pcn, min(entry_id) as entry_id from search_entry
    where catalog_id = ${scope.catalogId} and result_type = 'Model' and alias_of is null
      and pcn_catalog_number in ${later}${scope.preview ? sql`` : sql` and not preview_only`}
    group by pcn_catalog_number`);
  const entryOf = new Map(entries.rows.map((r) => [r.pcn, Number(r.entry_id)]));
  const next = new Map(chain.map((l) => [l.pcn, l.replacedBy]));
  const flags = new Map(chain.map((l) => [l.replacedBy, l]));
  const found = resolveReplacement(
    pcn,
    (p) => next.get(p),
    (p) => entryOf.has(p) && isOrderableModel(flags.get(p)!),
  );
  if (found === null) return null;
  return { replaces: pcn, pcn: found, entryId: entryOf.get(found)!, note: chain[0]!.note };
}

/** The replacement offered for the old model whose number has this search key, if any. */
export async function replacementByKey(
  db: Executor,
  key: string,
  scope: ReplacementScope,
): Promise<OfferedReplacement | null> {
  if (key === '') return null;
  // Read through model_supersession_key_idx (migration 0030).
  const old = await db.execute<{ pcn: string }>(sql`
    select pcn_catalog_number as pcn from model_supersession
    where ${keyOf(sql`pcn_catalog_number`)} = ${key}
    order by pcn_catalog_number limit 1`);
  const pcn = old.rows[0]?.pcn;
  return pcn === undefined ? null : offeredReplacement(db, pcn, scope);
}
