import { CART_COOKIE, type Cart } from '@portal/domain';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import {
  FREIGHT_SHIPPING,
  PARTS_SHIPPING,
  shippingStrategyCostRows,
  shippingStrategyRows,
} from '../../seed/shipping.ts';
import {
  createCatalog,
  createImage,
  createModel,
  createModelTableSection,
  createProductTree,
  createSite,
} from '../../test/factories.ts';
import { rebuildSearchIndex } from '../search/search-index.ts';

/** Catalogue numbers of the models `seedCartCatalogue` creates, by what they test. */
export const pcn = {
  /** $25.00, Parts shipping, with a thumbnail. */
  motor: '120-1001',
  /** $80.00, Freight shipping. */
  blower: '120-1002',
  /** $12.50, no strategy: ships as 'Parts'. */
  gasket: '120-1003',
  /** List price 0: Call for Pricing. */
  zeroPrice: '120-1004',
  /** No list price: Call for Pricing. */
  noPrice: '120-1005',
  /** Not sold online (Ecommerce false). */
  notOnline: '120-1006',
  hidden: '120-1007',
  preview: '120-1008',
  /** Visible but in no table of the catalogue. */
  unplaced: '120-1009',
  /** Only in a catalogue whose cart is disabled. */
  otherCatalogue: '120-1010',
} as const;

/**
 * A parts site (guests, pricing), a sales site (inventory shown), an editor site without
 * pricing, the demo shipping strategies and one product table holding the models above.
 */
export async function seedCartCatalogue(db: Database): Promise<void> {
  await createCatalog(db, { cartEnabled: true });
  await createCatalog(db, { catalogId: 9, cartEnabled: false });
  await createSite(db, { name: 'parts', hostNames: ['localhost'], hasPricing: true });
  await createSite(db, {
    name: 'sales',
    hostNames: ['sales.localhost'],
    hasPricing: true,
    showInventory: true,
  });
  await createSite(db, { name: 'editor', hostNames: ['editor.localhost'], hasPricing: false });
  await db.insert(t.shippingStrategy).values(shippingStrategyRows);
  await db.insert(t.shippingStrategyCost).values(shippingStrategyCostRows);
  const thumbnail = await createImage(db, { width: 100, height: 100 });

  const parts = { shippingStrategyId: PARTS_SHIPPING };
  await createModel(db, {
    pcnCatalogNumber: pcn.motor,
    fingoodTpiMfgMod: 'HDU-30-MTR',
    totalList: 25,
    imageId: thumbnail.imageId,
    ...parts,
  });
  await createModel(db, {
    pcnCatalogNumber: pcn.blower,
    fingoodTpiMfgMod: 'HDU-30-BLW',
    totalList: 80,
    shippingStrategyId: FREIGHT_SHIPPING,
  });
  await createModel(db, { pcnCatalogNumber: pcn.gasket, totalList: 12.5 });
  await createModel(db, { pcnCatalogNumber: pcn.zeroPrice, totalList: 0, ...parts });
  await createModel(db, { pcnCatalogNumber: pcn.noPrice, totalList: null, ...parts });
  await createModel(db, { pcnCatalogNumber: pcn.notOnline, ecommerce: false, ...parts });
  await createModel(db, { pcnCatalogNumber: pcn.hidden, visible: false, ...parts });
  await createModel(db, { pcnCatalogNumber: pcn.preview, isPreview: true, ...parts });
  await createModel(db, { pcnCatalogNumber: pcn.unplaced, ...parts });
  await createModel(db, { pcnCatalogNumber: pcn.otherCatalogue, ...parts });

  const tree = await createProductTree(db);
  const placed = Object.values(pcn).filter((p) => p !== pcn.unplaced && p !== pcn.otherCatalogue);
  await createModelTableSection(db, tree.product.productId, placed);
  const elsewhere = await createProductTree(db, { catalogIds: [9] });
  await createModelTableSection(db, elsewhere.product.productId, [pcn.otherCatalogue]);
  await rebuildSearchIndex(db);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A browser of one visitor: keeps the cart cookie the server sets, like a cookie jar. */
export function cartVisitor(app: App, host = 'localhost') {
  let token: string | undefined;
  return {
    get token() {
      return token;
    },
    set token(value: string | undefined) {
      token = value;
    },
    async send(method: Method, url: string, payload?: unknown) {
      const res = await app.inject({
        method,
        url,
        headers: { host, ...(token ? { cookie: `${CART_COOKIE}=${token}` } : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const set = res.cookies.find((c) => c.name === CART_COOKIE);
      if (set) token = set.value;
      return res;
    },
    add(pcnCatalogNumber: string, quantity = 1) {
      return this.send('POST', '/api/cart/items', { pcnCatalogNumber, quantity });
    },
    async cart(): Promise<Cart> {
      return (await this.send('GET', '/api/cart')).json();
    },
  };
}
export type CartVisitor = ReturnType<typeof cartVisitor>;
