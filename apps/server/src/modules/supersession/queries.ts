import { MAX_SUPERSESSION_CHAIN } from '@portal/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

const s = t.modelSupersession;

/** A link of a chain, with what decides whether its replacement can be ordered. */
export interface ChainLink {
  pcn: string;
  replacedBy: string;
  note: string | null;
  visible: boolean;
  ecommerce: boolean;
  isPreview: boolean;
}

export async function readLink(db: Executor, pcn: string) {
  const [row] = await db.select().from(s).where(eq(s.pcnCatalogNumber, pcn));
  return row ?? null;
}

/** The models of these numbers that exist; in a transaction, locked until it ends. */
export async function existingModels(db: Executor, pcns: string[], lock = false) {
  const m = t.model;
  const query = db
    .select({ pcn: m.pcnCatalogNumber })
    .from(m)
    .where(inArray(m.pcnCatalogNumber, pcns));
  const rows = lock ? await query.for('key share') : await query;
  return new Set(rows.map((r) => r.pcn));
}

/**
 * The links from `pcn` on, in chain order, each with its replacement's flags. Bounded by the
 * chain cap, so a loop written by hand cannot hold the query.
 */
export async function chainFrom(db: Executor, pcn: string): Promise<ChainLink[]> {
  const result = await db.execute<{
    pcn: string;
    replaced_by: string;
    note: string | null;
    visible: boolean;
    ecommerce: boolean;
    is_preview: boolean;
  }>(sql`
    with recursive chain(pcn, replaced_by, note, depth) as (
      select pcn_catalog_number, replaced_by, note, 1 from model_supersession
      where pcn_catalog_number = ${pcn}
      union all
      select s.pcn_catalog_number, s.replaced_by, s.note, chain.depth + 1
      from model_supersession s join chain on s.pcn_catalog_number = chain.replaced_by
      where chain.depth < ${MAX_SUPERSESSION_CHAIN})
    select chain.pcn, chain.replaced_by, chain.note, m.visible, m.ecommerce, m.is_preview
    from chain join model m on m.pcn_catalog_number = chain.replaced_by
    order by chain.depth`);
  return result.rows.map((r) => ({
    pcn: r.pcn,
    replacedBy: r.replaced_by,
    note: r.note,
    visible: r.visible,
    ecommerce: r.ecommerce,
    isPreview: r.is_preview,
  }));
}

/** How many models lead into `pcn` along its longest incoming chain. */
export async function modelsBefore(db: Executor, pcn: string): Promise<number> {
  const result = await db.execute<{ depth: number }>(sql`
    with recursive before(pcn, depth) as (
      select pcn_catalog_number, 1 from model_supersession where replaced_by = ${pcn}
      union all
      select s.pcn_catalog_number, before.depth + 1
      from model_supersession s join before on s.replaced_by = before.pcn
      where before.depth < ${MAX_SUPERSESSION_CHAIN})
    select coalesce(max(depth), 0)::int as depth from before`);
  return result.rows[0]?.depth ?? 0;
}

/**
 * Edits of supersession wait for each other: two edits checked at once could each see no
 * loop and together make one (A → B beside B → A).
 */
export async function lockSupersession(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('model_supersession'))`);
}

export async function writeLink(tx: Transaction, row: typeof s.$inferInsert): Promise<void> {
  await tx
    .insert(s)
    .values(row)
    .onConflictDoUpdate({
      target: s.pcnCatalogNumber,
      set: {
        replacedBy: row.replacedBy,
        note: row.note ?? null,
        changedByUserId: row.changedByUserId ?? null,
        changedBy: row.changedBy,
        changedAt: sql`now()`,
      },
    });
}

export async function deleteLink(tx: Transaction, pcn: string): Promise<void> {
  await tx.delete(s).where(eq(s.pcnCatalogNumber, pcn));
}

/** The first product a model is listed under, for the change log's tree filters. */
export async function firstProductOf(db: Executor, pcn: string): Promise<number | null> {
  const pm = t.productModel;
  const [row] = await db
    .select({ productId: pm.productId })
    .from(pm)
    .where(eq(pm.pcnCatalogNumber, pcn))
    .orderBy(pm.productModelId)
    .limit(1);
  return row?.productId ?? null;
}
