import type { modelSupersession } from '../db/schema/index.ts';
import type { ModelRow } from './models.ts';

const DEMO_EDITOR = 'Catalogue Editor';

/**
 * Replaced models to show supersession (decision 177): in the first table of five or more
 * models that can all be ordered, its first model is replaced by its second, and that one
 * by its third (a chain); in the next such table, the first by the second.
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
  const picked = tables.filter((t) => t.length >= 5 && t.slice(0, 3).every(orderable));
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
