import type { modelSupersession } from '../db/schema/index.ts';
import type { ModelRow } from './models.ts';

const DEMO_EDITOR = 'Catalogue Editor';

/**
 * Replaced models to show supersession (decision 177): in the last table of five or more
 * models whose first three can be ordered and are listed in no other table, its first model
 * is replaced by its second, and that one by its third (a chain); in the table before, the
 * first by the second. Tables from the end: the journeys buy from the first product's tables,
 * where a replacement suggested first would change what they pick.
 */
export function buildSupersessions(
  tables: ReadonlyArray<readonly string[]>,
  models: readonly ModelRow[],
): Array<typeof modelSupersession.$inferInsert> {
  const byPcn = new Map(models.map((m) => [m.pcnCatalogNumber, m]));
  const orderable = (pcn: string) => {
    const m = byPcn.get(pcn);
    return m !== undefined && m.visible !== false && m.ecommerce !== false && !m.isPreview;
  };
  const listings = new Map<string, number>();
  for (const t of tables) for (const pcn of t) listings.set(pcn, (listings.get(pcn) ?? 0) + 1);
  const once = (pcn: string) => listings.get(pcn) === 1;
  const picked = [...tables]
    .reverse()
    .filter((t) => t.length >= 5 && t.slice(0, 3).every((p) => orderable(p) && once(p)));
  const [chain, single] = picked;
  const rows: Array<typeof modelSupersession.$inferInsert> = [];
  if (chain) {
    const [a, b, c] = chain as [string, string, string];
    rows.push(
      { pcnCatalogNumber: a, replacedBy: b, changedBy: DEMO_EDITOR, note: 'Improved design' },
      { pcnCatalogNumber: b, replacedBy: c, changedBy: DEMO_EDITOR, note: null },
    );
  }
  if (single) {
    const [a, b] = single as [string, string];
    rows.push({
      pcnCatalogNumber: a,
      replacedBy: b,
      changedBy: DEMO_EDITOR,
      note: 'Same fit; order the new number',
    });
  }
  return rows;
}
