import { pcn } from '../../modules/cart/cart-test-data.ts';
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
  // A product's content: the same gate, then the product level's permission.
  {
    route: 'GET /api/editor/product/:productId/content',
    url: (ids) => `/api/editor/product/${ids.product.id}/content`,
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/editor/content/:kind',
    url: () => '/api/editor/content/feature',
    body: (ids) => ({ ParentId: ids.product.id, Values: { Text: 'Matrix feature' } }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/editor/content/:kind/:id',
    url: (ids) => `/api/editor/content/table/${ids.sectionTableId}`,
    body: () => ({ Version: '0', Values: { DisplayName: 'Renamed' } }),
    expect: adminOnly(409),
  },
  {
    route: 'DELETE /api/editor/content/:kind/:id',
    url: (ids) => `/api/editor/content/table/${ids.sectionTableId}?version=0`,
    expect: adminOnly(409),
  },
  {
    route: 'PUT /api/editor/content/:kind/order',
    url: () => '/api/editor/content/table/order',
    body: (ids) => ({ ParentId: ids.product.id, Ids: [] }),
    expect: adminOnly(400),
  },
  // Models by catalogue number (decision 176): the same gate, then the Model level.
  {
    route: 'GET /api/editor/model/:catalogNumber',
    url: () => `/api/editor/model/${pcn.motor}`,
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/editor/model/:catalogNumber',
    url: () => `/api/editor/model/${pcn.motor}`,
    body: () => ({ Version: '0', Values: { Descriptions: 'Renamed' } }),
    expect: adminOnly(409),
  },
  {
    route: 'POST /api/editor/model',
    url: () => '/api/editor/model',
    body: () => ({ PcnCatalogNumber: 'MATRIX-1', Values: { FingoodTpiMfgMod: 'MX-1' } }),
    expect: adminOnly(201),
  },
  {
    route: 'POST /api/editor/model/:catalogNumber/copy',
    url: () => `/api/editor/model/${pcn.motor}/copy`,
    body: () => ({ PcnCatalogNumber: 'MATRIX-2', CopyModelNumber: true }),
    expect: adminOnly(201),
  },
  {
    route: 'POST /api/editor/model/:catalogNumber/delete-request',
    url: () => `/api/editor/model/${pcn.gasket}/delete-request`,
    body: () => ({ Comment: 'Matrix' }),
    expect: adminOnly(201),
  },
];
