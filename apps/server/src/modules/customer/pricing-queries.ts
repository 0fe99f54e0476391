import type { CustomerMaterialNumber } from '@portal/domain';
import { and, eq, param, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customer, customerMaterial, model } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/session.ts';
import { customerVisibleTo } from './visibility.ts';

/** Whether the customer exists and the viewer may see it (decision 065). */
export async function customerVisible(
  db: Executor,
  viewer: Viewer,
  customerNumber: string,
): Promise<boolean> {
  const rows = await db
    .select({ number: customer.customerNumber })
    .from(customer)
    .where(
      and(
        eq(customer.customerNumber, customerNumber),
        customerVisibleTo(viewer, customer.customerNumber),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The customer's own material numbers of the given models, for visible, published models
 * only; one lookup on the (customer, model) key per model.
 */
export async function materialNumbersOf(
  db: Executor,
  customerNumber: string,
  pcns: readonly string[],
): Promise<CustomerMaterialNumber[]> {
  return db
    .select({
      PcnCatalogNumber: customerMaterial.pcnCatalogNumber,
      CustomerNumber: customerMaterial.customerNumber,
      MaterialNumber: customerMaterial.materialNumber,
    })
    .from(customerMaterial)
    .innerJoin(model, eq(model.pcnCatalogNumber, customerMaterial.pcnCatalogNumber))
    .where(
      and(
        eq(customerMaterial.customerNumber, customerNumber),
        sql`${customerMaterial.pcnCatalogNumber} = any(${param([...new Set(pcns)])}::text[])`,
        sql`btrim(${customerMaterial.materialNumber}) <> ''`,
        eq(model.visible, true),
        eq(model.isPreview, false),
      ),
    )
    .orderBy(customerMaterial.pcnCatalogNumber);
}

/** Whether the customer has a material number of its own for some model. */
export async function hasMaterialNumbers(db: Executor, customerNumber: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(customerMaterial)
    .where(
      and(
        eq(customerMaterial.customerNumber, customerNumber),
        sql`btrim(${customerMaterial.materialNumber}) <> ''`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
