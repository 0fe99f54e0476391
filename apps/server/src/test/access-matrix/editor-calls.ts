import { adminOnly, type MatrixCall } from './matrix.ts';

/**
 * The catalogue editor (decision 167): the Editor module's readers only. Of the matrix's
 * callers only the customer admin holds it; saves and deletes name a stale version, so they
 * are refused (409) after the gate and change nothing.
 */
export const editorCalls: MatrixCall[] = [
  { route: 'GET /api/editor/tree', expect: adminOnly(200) },
  {
    route: 'GET /api/editor/item/:entityName/:id',
    url: (ids) => `/api/editor/item/Product/${ids.product.id}`,
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/editor/item/:entityName/:id',
    url: (ids) => `/api/editor/item/Product/${ids.product.id}`,
    body: () => ({ Version: '0', Values: { DisplayName: 'Renamed' } }),
    expect: adminOnly(409),
  },
  {
    route: 'DELETE /api/editor/item/:entityName/:id',
    url: (ids) => `/api/editor/item/Product/${ids.product.id}?version=0`,
    expect: adminOnly(409),
  },
  {
    route: 'POST /api/editor/item/:entityName',
    url: () => '/api/editor/item/Division',
    body: () => ({ Values: { Name: 'matrix-division', DisplayName: 'Matrix Division' } }),
    expect: adminOnly(201),
  },
  { route: 'GET /api/changelog', expect: adminOnly(200) },
];
