import { pcn } from '../../modules/cart/cart-test-data.ts';
import { everyone, type MatrixCall } from './matrix.ts';

/** Everyone has a cart; a line of the customer's own cart answers 404 to anyone else. */
export const ownLineOnly = everyone(404, { customer: 200 });

export const cartCalls: MatrixCall[] = [
  { route: 'GET /api/cart', expect: everyone(200) },
  {
    route: 'POST /api/cart/items',
    body: () => ({ pcnCatalogNumber: pcn.motor, quantity: 1 }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/cart/items/add',
    case: "several models at once, into the caller's own cart",
    body: () => ({ items: [{ pcnCatalogNumber: pcn.gasket, quantity: 1 }] }),
    expect: everyone(200),
  },
  {
    route: 'PATCH /api/cart/items/:id',
    url: (ids) => `/api/cart/items/${ids.cartLines[0]}`,
    body: () => ({ quantity: 7 }),
    expect: ownLineOnly,
  },
  {
    route: 'POST /api/cart/items/:id/duplicate',
    url: (ids) => `/api/cart/items/${ids.cartLines[0]}/duplicate`,
    expect: ownLineOnly,
  },
  {
    route: 'POST /api/cart/items/duplicate',
    body: (ids) => ({ ids: [ids.cartLines[0]] }),
    expect: ownLineOnly,
  },
  {
    route: 'DELETE /api/cart/items/:id',
    url: (ids) => `/api/cart/items/${ids.cartLines[1]}`,
    expect: ownLineOnly,
  },
  {
    route: 'POST /api/cart/items/delete',
    body: (ids) => ({ ids: [ids.cartLines[2]] }),
    expect: ownLineOnly,
  },
  {
    route: 'GET /api/cart/prices',
    url: () => `/api/cart/prices?pcns=${pcn.motor}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/cart/shipping_strategy',
    url: () => '/api/cart/shipping_strategy?strategyId=1',
    expect: everyone(200),
  },
];
