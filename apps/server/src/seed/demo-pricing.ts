import { PricingType, roundMoney } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { MultiplierScope } from '../modules/pricing/multipliers.ts';

/** The demo product whose parts table shows every kind of agreement entry. */
export const DEMO_PRICING_PRODUCT = 'hdu-parts-master';

/**
 * Agreements beyond the customer-wide rate the demo accounts carry: for Acme (the demo
 * customer) and Lakeside (the invitation code's customer), rates for two product families,
 * one model at its own rate, one at a net price, and the customer's own part numbers.
 */
export const demoAgreements = [
  { customerNumber: '0000100100', prefix: 'AC', productRates: [70, 80], materialRate: 60 },
  { customerNumber: '0000100400', prefix: 'LK', productRates: [75, 90], materialRate: 65 },
] as const;

interface TableModelRow extends Record<string, unknown> {
  pcn: string;
  hierarchy: string | null;
  list: string;
}

/** The demo product's models that sell online, in table order. */
async function demoModels(db: Executor): Promise<TableModelRow[]> {
  const result = await db.execute<TableModelRow>(sql`
    select distinct on (m.pcn_catalog_number) m.pcn_catalog_number as pcn,
           m.product_hierarchy as hierarchy, m.total_list::text as list,
           stm.section_table_id as table_id, stm.order_by
    from product p
    join product_model pm on pm.product_id = p.product_id
    join section_table_model stm on stm.product_model_id = pm.product_model_id
    join model m on m.pcn_catalog_number = pm.pcn_catalog_number
    where p.name = ${DEMO_PRICING_PRODUCT} and m.visible and not m.is_preview and m.ecommerce
      and m.total_list > 0
    order by m.pcn_catalog_number, stm.section_table_id, stm.order_by`);
  return [...result.rows].sort(
    (a, b) =>
      Number(a.table_id) - Number(b.table_id) ||
      Number(a.order_by) - Number(b.order_by) ||
      a.pcn.localeCompare(b.pcn),
  );
}

/** True when the demo customers exist but have no product or material entries yet. */
export async function demoPricingMissing(db: Database): Promise<boolean> {
  const numbers = demoAgreements.map((a) => a.customerNumber);
  const [customers] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.customer)
    .where(inArray(t.customer.customerNumber, numbers));
  const [entries] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.customerMultiplier)
    .where(
      and(
        inArray(t.customerMultiplier.customerNumber, numbers),
        inArray(t.customerMultiplier.scope, [MultiplierScope.Product, MultiplierScope.Material]),
      ),
    );
  return (customers?.n ?? 0) > 0 && (entries?.n ?? 0) === 0;
}

/** Loads the demo agreements and part numbers (nothing when the demo product is missing). */
export async function seedDemoPricing(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const models = await demoModels(tx);
    const families = [...new Set(models.map((m) => m.hierarchy).filter((h) => h !== null))];
    if (models.length < 3 || families.length < 2) return;
    const { Product, Material } = MultiplierScope;
    for (const agreement of demoAgreements) {
      const [exists] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.customer)
        .where(eq(t.customer.customerNumber, agreement.customerNumber));
      if (!exists?.n) continue;
      const entry = (scope: number, number: string, pricingType: number, rate: number) => ({
        customerNumber: agreement.customerNumber,
        scope,
        number,
        pricingType,
        rate,
      });
      const [, second, third] = models as [TableModelRow, TableModelRow, TableModelRow];
      await tx
        .insert(t.customerMultiplier)
        .values([
          entry(Product, families[0]!, PricingType.Multiplier, agreement.productRates[0]),
          entry(Product, families[1]!, PricingType.Multiplier, agreement.productRates[1]),
          entry(Material, second.pcn, PricingType.Multiplier, agreement.materialRate),
          entry(Material, third.pcn, PricingType.NetPrice, roundMoney(Number(third.list) * 0.5)),
        ])
        .onConflictDoNothing();
      // The customer's own part numbers: every other model of the first rows, then every fifth.
      const numbered = models.filter((_, i) => (i < 60 ? i % 2 === 0 : i % 5 === 0));
      await tx
        .insert(t.customerMaterial)
        .values(
          numbered.map((m) => ({
            customerNumber: agreement.customerNumber,
            pcnCatalogNumber: m.pcn,
            materialNumber: `${agreement.prefix}-${m.pcn.replace(/\D/g, '')}`,
          })),
        )
        .onConflictDoNothing();
    }
  });
}
