import type { customerMaterial, divisionModel, modelAssociation } from '../db/schema/index.ts';
import type { DivisionName } from './catalogue-plan.ts';
import type { ModelRow } from './models.ts';
import type { Random } from './random.ts';
import { divisionIds } from './sites.ts';

const prefixes: Record<number, string> = { 1: 'HT', 2: 'VN', 3: 'CT' };
const OEMS = [
  'Brookfield Motor Works',
  'Kestrel Controls',
  'Ardent Ignition Co.',
  'Pinecrest Electric',
  'Harlow Valve',
  'Summit Air Components',
];

/** Division model numbers: most models carry one, some a second division's number too. */
export function buildDivisionModels(
  models: readonly ModelRow[],
  divisionOf: (m: ModelRow) => DivisionName,
  r: Random,
): Array<typeof divisionModel.$inferInsert> {
  const rows: Array<typeof divisionModel.$inferInsert> = [];
  for (const m of models) {
    if (!r.chance(0.8)) continue;
    const own = divisionIds[divisionOf(m)];
    const divisions = r.chance(0.15) ? [own, (own % 3) + 1] : [own];
    for (const divisionId of divisions) {
      rows.push({
        divisionId,
        pcnCatalogNumber: m.pcnCatalogNumber,
        modelNumber: `${prefixes[divisionId] ?? 'XX'}-${r.int(10000, 99999)}`,
        pcn: m.pcnCatalogNumber,
        barcode: m.barcode ?? null,
        series: m.series ?? null,
        oem: r.chance(0.6) ? r.pick(OEMS) : null,
      });
    }
  }
  return rows;
}

/** A few parent/child links between models listed in the same table. */
export function buildModelAssociations(
  tables: ReadonlyArray<readonly string[]>,
  r: Random,
): Array<typeof modelAssociation.$inferInsert> {
  const rows: Array<typeof modelAssociation.$inferInsert> = [];
  const seen = new Set<string>();
  for (const pcns of tables) {
    if (pcns.length < 4 || !r.chance(0.35)) continue;
    const [parent, ...children] = r.sample(pcns, r.int(2, 4));
    if (!parent) continue;
    for (const child of children) {
      const key = `${parent}>${child}`;
      if (parent === child || seen.has(key)) continue;
      seen.add(key);
      rows.push({
        parentPcn: parent,
        childPcn: child,
        associationType: r.chance(0.7) ? 'ReplacementPart' : 'Accessory',
      });
    }
  }
  return rows;
}

export const DEMO_CUSTOMERS = ['1000123', '1000456', '1000789'] as const;

/** Customers' own material numbers for some models (customer 1000123 has the most). */
export function buildCustomerMaterials(
  pcns: readonly string[],
  r: Random,
): Array<typeof customerMaterial.$inferInsert> {
  const plan: Array<[string, string, number]> = [
    ['1000123', 'AC', 240],
    ['1000456', 'MW', 90],
    ['1000789', 'NP', 60],
  ];
  return plan.flatMap(([customerNumber, prefix, count]) =>
    r.sample(pcns, count).map((pcnCatalogNumber) => ({
      customerNumber,
      pcnCatalogNumber,
      materialNumber: `${prefix}-${r.int(100000, 999999)}`,
    })),
  );
}
