import type { CART_COOKIE, SESSION_COOKIE } from '@portal/domain';
import { PricingType, Role, type Cart } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import {
  createCustomer,
  createModel,
  createModelTableSection,
  createProductTree,
  createSalesRep,
  createSite,
  createUser,
} from '../../test/factories.ts';
import { CUSTOMERS_HOST, SALES_HOST } from '../../test/sign-in.ts';
import { MultiplierScope } from '../pricing/multipliers.ts';
import { rebuildSearchIndex } from '../search/search-index.ts';
import { pcn, seedCartCatalogue } from './cart-test-data.ts';

export { CUSTOMERS_HOST, SALES_HOST };

/** Models the agreement below gives a price of its own beyond those of `pcn`. */
export const agreed = {
  /** $40.00 list, net price 0 for customer C1: Call for Pricing for them only. */
  netZero: '120-2001',
  /** $30.00 list, no entry of its own: the customer's 45%. */
  plain: '120-2002',
} as const;

/**
 * Customer C1's agreement: 45% of list for the customer, 60% for product (hierarchy)
 * HDU-BLW, net $9.99 for the gasket and $5.00 for a model without list price, net $0 for
 * `agreed.netZero`. Customer C2 pays 90% of list.
 */
export const expectedPrices = {
  [pcn.motor]: { list: 25, customer: 11.25 },
  [pcn.blower]: { list: 80, customer: 48 },
  [pcn.gasket]: { list: 12.5, customer: 9.99 },
  [agreed.plain]: { list: 30, customer: 13.5 },
} as const;

/**
 * The cart catalogue plus a customers site, customers C1 (sales rep R1) and C2 (sales rep R2)
 * with agreements and material numbers, and one user per kind of caller.
 */
export async function seedCustomerPricing(db: Database) {
  await seedCartCatalogue(db);
  await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST], hasPricing: true });
  await db
    .update(t.model)
    .set({ productHierarchy: 'HDU-BLW' })
    .where(eq(t.model.pcnCatalogNumber, pcn.blower));
  await createModel(db, { pcnCatalogNumber: agreed.netZero, totalList: 40 });
  await createModel(db, { pcnCatalogNumber: agreed.plain, totalList: 30 });
  const tree = await createProductTree(db);
  await createModelTableSection(db, tree.product.productId, Object.values(agreed));
  await rebuildSearchIndex(db);

  await createSalesRep(db, { salesRepNumber: 'R1', name: 'Rep One' });
  await createSalesRep(db, { salesRepNumber: 'R2', name: 'Rep Two' });
  await createCustomer(db, { customerNumber: 'C1', customerName: 'Acme', salesReps: ['R1'] });
  await createCustomer(db, { customerNumber: 'C2', customerName: 'Bluegrass', salesReps: ['R2'] });
  await createCustomer(db, { customerNumber: 'C3', customerName: 'No Agreement' });
  const entry = (
    customerNumber: string,
    scope: number,
    number: string,
    pricingType: number,
    rate: number,
  ) => ({ customerNumber, scope, number, pricingType, rate });
  const { Customer, Product, Material } = MultiplierScope;
  const { NetPrice, Multiplier } = PricingType;
  await db
    .insert(t.customerMultiplier)
    .values([
      entry('C1', Customer, 'C1', Multiplier, 45),
      entry('C1', Product, 'HDU-BLW', Multiplier, 60),
      entry('C1', Material, pcn.gasket, NetPrice, 9.99),
      entry('C1', Material, pcn.zeroPrice, NetPrice, 5),
      entry('C1', Material, agreed.netZero, NetPrice, 0),
      entry('C2', Customer, 'C2', Multiplier, 90),
    ]);
  await db.insert(t.customerMaterial).values([
    { customerNumber: 'C1', pcnCatalogNumber: pcn.motor, materialNumber: 'AC-MOTOR-1' },
    { customerNumber: 'C1', pcnCatalogNumber: pcn.blower, materialNumber: 'AC-BLOWER-7' },
    { customerNumber: 'C1', pcnCatalogNumber: pcn.hidden, materialNumber: 'AC-HIDDEN' },
    { customerNumber: 'C1', pcnCatalogNumber: pcn.gasket, materialNumber: '  ' },
    { customerNumber: 'C2', pcnCatalogNumber: pcn.motor, materialNumber: 'BG-0001' },
  ]);
  return {
    customer: await createUser(db, { roles: [Role.Customer], customers: ['C1'] }),
    otherCustomer: await createUser(db, { roles: [Role.Customer], customers: ['C2'] }),
    salesRep: await createUser(db, { roles: [Role.SalesRep], salesReps: ['R1'] }),
    admin: await createUser(db, { roles: [Role.CustomerAdmin] }),
  };
}
export type PricingUsers = Awaited<ReturnType<typeof seedCustomerPricing>>;

/** Removes every cart (tests that count lines start from none). */
export async function dropCarts(db: Database, siteIds?: number[]): Promise<void> {
  if (siteIds) await db.delete(t.cart).where(inArray(t.cart.siteId, siteIds));
  else await db.delete(t.cart);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A browser on one host: keeps every cookie the server sets or clears, like a cookie jar. */
export function portalBrowser(app: App, host = CUSTOMERS_HOST) {
  const jar = new Map<string, string>();
  const send = async (method: Method, url: string, payload?: unknown) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await app.inject({
      method,
      url,
      headers: { host, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    for (const c of res.cookies) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires <= new Date());
      if (expired || c.value === '') jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  return {
    send,
    cookie: (name: typeof CART_COOKIE | typeof SESSION_COOKIE) => jar.get(name),
    setCookie: (name: string, value: string) => jar.set(name, value),
    async signIn(user: { username: string; password: string }) {
      const res = await send('POST', '/api/Authentication/Login', {
        Username: user.username,
        Password: user.password,
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res;
    },
    signOut: () => send('POST', '/api/Authentication/Logout', {}),
    add: (pcnCatalogNumber: string, quantity = 1) =>
      send('POST', '/api/cart/items', { pcnCatalogNumber, quantity }),
    async cart(): Promise<Cart> {
      const res = await send('GET', '/api/cart');
      if (res.statusCode !== 200) throw new Error(`cart: ${res.statusCode} ${res.body}`);
      return res.json();
    },
  };
}
export type PortalBrowser = ReturnType<typeof portalBrowser>;
