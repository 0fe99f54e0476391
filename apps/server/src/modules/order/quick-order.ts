import {
  QUICK_ORDER_MESSAGES,
  toPriceExplanation,
  type QuickOrderAnswer,
  type QuickOrderRequest,
  type Site,
} from '@portal/domain';
import { and, eq, param, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerMaterial, model } from '../../db/schema/index.ts';
import { Forbidden } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { findCustomer } from '../customer/queries.ts';
import { priceModels, type PricedModel } from '../pricing/service.ts';

export const QUICK_ORDER_REASONS = {
  notFound: QUICK_ORDER_MESSAGES.notFound,
  callForPricing: 'Call for pricing',
  notSold: 'Not sold online',
} as const;

/**
 * Which catalogue number each typed number names: a catalogue number as typed or in capitals,
 * else one of the customer's own material numbers (case and outer spaces aside). Two reads for
 * the whole paste, each served by a key: the model's, and the customer's materials.
 */
async function catalogueNumbers(
  db: Executor,
  customerNumber: string,
  typed: readonly string[],
): Promise<Map<string, string>> {
  const asTyped = [...new Set(typed.flatMap((n) => [n, n.toUpperCase()]))];
  const [models, materials] = await Promise.all([
    db
      .select({ pcn: model.pcnCatalogNumber })
      .from(model)
      .where(sql`${model.pcnCatalogNumber} = any(${param(asTyped)}::text[])`),
    db
      .select({ pcn: customerMaterial.pcnCatalogNumber, material: customerMaterial.materialNumber })
      .from(customerMaterial)
      .where(
        and(
          eq(customerMaterial.customerNumber, customerNumber),
          sql`lower(btrim(${customerMaterial.materialNumber})) = any(${param(typed.map((n) => n.toLowerCase()))}::text[])`,
        ),
      ),
  ]);
  const known = new Set(models.map((m) => m.pcn));
  const byMaterial = new Map(materials.map((m) => [m.material.trim().toLowerCase(), m.pcn]));
  const found = new Map<string, string>();
  for (const n of typed) {
    const pcn = known.has(n)
      ? n
      : known.has(n.toUpperCase())
        ? n.toUpperCase()
        : byMaterial.get(n.toLowerCase());
    if (pcn) found.set(n, pcn);
  }
  return found;
}

const whyNot = (priced: PricedModel | undefined): string | null => {
  if (!priced?.shown) return QUICK_ORDER_REASONS.notFound;
  if (priced.status === 'Call for Pricing') return QUICK_ORDER_REASONS.callForPricing;
  if (priced.status !== 'Available') return QUICK_ORDER_REASONS.notSold;
  return null;
};

/**
 * Quick order (issue 15): pasted lines resolved to the customer's catalogue numbers and priced
 * for the customer, which the caller must be allowed to see; every line that cannot be
 * ordered comes back with its reason, in the order pasted.
 */
export async function resolveQuickOrder(
  db: Executor,
  viewer: Viewer,
  site: Site,
  customerNumber: string,
  request: QuickOrderRequest,
): Promise<QuickOrderAnswer> {
  const customer = await findCustomer(db, viewer, customerNumber);
  if (!customer) throw new Forbidden(`You may not place orders for customer ${customerNumber}.`);
  const typed = request.Lines.map((l) => l.Number.trim());
  const pcns = await catalogueNumbers(db, customer.customerNumber, typed);
  const priced = await priceModels(db, { site, customerNumber: customer.customerNumber }, [
    ...new Set(pcns.values()),
  ]);
  const answer: QuickOrderAnswer = { Lines: [], Invalid: [] };
  request.Lines.forEach((line, i) => {
    const pcn = pcns.get(typed[i]!);
    const model = pcn === undefined ? undefined : priced.get(pcn);
    const reason = whyNot(model);
    if (reason || !model) {
      answer.Invalid.push({
        Row: line.Row,
        Number: typed[i]!,
        Quantity: line.Quantity,
        Reason: reason!,
      });
      return;
    }
    answer.Lines.push({
      Row: line.Row,
      Number: typed[i]!,
      PcnCatalogNumber: model.pcnCatalogNumber,
      Description: model.description ?? model.sapModelDescription ?? model.fingoodTpiMfgMod,
      Quantity: line.Quantity,
      PriceExplanation: model.explained ? toPriceExplanation(model.explained) : null,
      Price: model.unitPrice,
    });
  });
  return answer;
}
