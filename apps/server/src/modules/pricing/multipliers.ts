import {
  PricingType,
  type CustomerMultipliers,
  type MultiplierEntry,
  type PricingTypeValue,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { runStatement, type NamedStatement, type PgQueryable } from '../../db/named-statement.ts';

/** customer_multiplier.scope: what Number names. */
export const MultiplierScope = { Customer: 1, Product: 2, Material: 3 } as const;

interface MultiplierRow {
  scope: number;
  number: string;
  pricing_type: number;
  rate: string;
}

const customerMultipliers: NamedStatement = {
  name: 'pricing-customer-multipliers',
  text: `select scope, number, pricing_type, rate::text as rate
         from customer_multiplier where customer_number = $1 order by scope, number`,
};

const toEntry = (row: MultiplierRow): MultiplierEntry => ({
  Number: row.number,
  PricingType: (row.pricing_type === PricingType.NetPrice
    ? PricingType.NetPrice
    : PricingType.Multiplier) satisfies PricingTypeValue,
  Rate: Number(row.rate),
});

/** A customer's pricing agreement (empty for a customer without one), in one indexed read. */
export async function readCustomerMultipliers(
  db: Executor | PgQueryable,
  customerNumber: string,
): Promise<CustomerMultipliers> {
  const rows = await runStatement<MultiplierRow>(db, customerMultipliers, [customerNumber]);
  // fromEntries defines own keys, so even a number such as '__proto__' stays an entry.
  const keyed = (scope: number) =>
    Object.fromEntries(rows.filter((r) => r.scope === scope).map((r) => [r.number, toEntry(r)]));
  const customer = rows.find((r) => r.scope === MultiplierScope.Customer);
  return {
    CustomerMultiplier: customer ? toEntry(customer) : null,
    ProductMultipliers: keyed(MultiplierScope.Product),
    MaterialMultipliers: keyed(MultiplierScope.Material),
  };
}
