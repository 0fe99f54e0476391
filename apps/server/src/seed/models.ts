import type { model } from '../db/schema/index.ts';
import type { ProductPlan } from './hierarchy.ts';
import type { PartKind } from './part-kind.ts';
import { pad, type Random } from './random.ts';

export type ModelRow = typeof model.$inferInsert & { pcnCatalogNumber: string };

const divisionCodes = { heating: 'HTG', ventilation: 'VNT', controls: 'CTL' } as const;

/** UPC-A: eleven digits and a check digit. */
function upc(r: Random): string {
  const digits = `0${pad(r.int(10000, 99999), 5)}${pad(r.int(0, 99999), 5)}`;
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Makes model rows with unique catalogue numbers and readable manufacturer model numbers. */
export class ModelFactory {
  readonly rows: ModelRow[] = [];
  private readonly pcns = new Set<string>();
  private readonly mfgCounts = new Map<string, number>();

  constructor(
    private readonly r: Random,
    /** Model thumbnail image id per part kind key. */
    private readonly thumbnails: ReadonlyMap<string, number>,
  ) {}

  private nextPcn(): string {
    for (;;) {
      const pcn = `${this.r.int(100, 989)}-${pad(this.r.int(1000, 9999), 4)}`;
      if (!this.pcns.has(pcn)) {
        this.pcns.add(pcn);
        return pcn;
      }
    }
  }

  private mfgModel(series: string, size: number, kind: PartKind): string {
    const base = `${series}-${size}-${kind.code}`;
    const count = (this.mfgCounts.get(base) ?? 0) + 1;
    this.mfgCounts.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  }

  create(kind: PartKind, plan: ProductPlan, size: number, alwaysShown: boolean): ModelRow {
    const r = this.r;
    const text = kind.describe(r);
    const weight = round1(kind.weight[0] + (kind.weight[1] - kind.weight[0]) * r.next());
    const edge = Math.cbrt(Math.max(weight, 0.2)) * 5;
    const accessory = kind.accessory === true || r.chance(0.05);
    const pcn = this.nextPcn();
    const row: ModelRow = {
      pcnCatalogNumber: pcn,
      barcode: upc(r),
      visible: alwaysShown || !r.chance(0.02),
      isPreview: !alwaysShown && r.chance(0.02),
      fingoodTpiMfgMod: this.mfgModel(plan.seriesCode, size, kind),
      totalList: r.chance(0.012) ? null : r.money(kind.price[0], kind.price[1]),
      tranepcn: r.chance(0.05) ? `T${r.int(100000, 999999)}` : null,
      raypcn: r.chance(0.08) ? `R${r.int(10000, 99999)}-${r.int(10, 99)}` : null,
      ecommerce: !r.chance(0.04),
      international: r.chance(0.2),
      descriptions: text.long,
      modelDimensions: {
        Height: round1(edge * (0.6 + r.next())),
        Width: round1(edge * (0.6 + r.next())),
        Depth: round1(edge * (0.5 + r.next() * 0.8)),
        Weight: weight,
      },
      notes: r.chance(0.1)
        ? r.pick([
            'Order by catalog number.',
            'Replaces earlier painted-steel version.',
            'Sold as a kit with gasket.',
            'Check rating plate voltage before ordering.',
          ])
        : null,
      series: plan.seriesCode,
      sapModelDescription: text.sap,
      productHierarchy: `${divisionCodes[plan.category.division]}-${plan.productClass.code}-${kind.code}`,
      details: r.chance(0.25)
        ? `Fits ${plan.seriesCode} ${plan.productClass.unit.toLowerCase()}s, ${plan.variant.label}.`
        : null,
      labelDescriptions: r.chance(0.3)
        ? `${kind.label.toUpperCase()} ${plan.seriesCode}-${size}`
        : null,
      customBuild: r.chance(0.02),
      replacementPart: accessory ? r.chance(0.2) : r.chance(0.95),
      accessory,
      factoryInstalled: !accessory && r.chance(0.12),
      fieldInstalled: accessory || r.chance(0.25),
      quantity: r.chance(0.1) ? null : kind.key === 'hardware' ? r.pick([1, 10, 25]) : 1,
      materialGroupNumber: kind.materialGroup,
      imageId: r.chance(0.45) ? (this.thumbnails.get(kind.key) ?? null) : null,
      shippingStrategyId: r.chance(0.04) ? null : kind.shipping,
    };
    this.rows.push(row);
    return row;
  }
}
