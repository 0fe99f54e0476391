import { pcn } from '../../modules/cart/cart-test-data.ts';
import { adminOnly, everyone, type MatrixCall } from './matrix.ts';

/**
 * A model's replacement (decision 177): the editor's gate, then the Model level. The save names
 * the model itself, which the rule refuses (400), and the clear finds nothing to clear (404):
 * neither changes anything.
 */
export const supersessionCalls: MatrixCall[] = [
  {
    route: 'GET /api/editor/supersession/:catalogNumber',
    url: () => `/api/editor/supersession/${pcn.motor}`,
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/editor/supersession/:catalogNumber',
    url: () => `/api/editor/supersession/${pcn.motor}`,
    body: () => ({ ReplacedBy: pcn.motor }),
    expect: adminOnly(400),
  },
  {
    route: 'DELETE /api/editor/supersession/:catalogNumber',
    url: () => `/api/editor/supersession/${pcn.motor}`,
    expect: adminOnly(404),
  },
  // What the parts site says of a model: anyone may ask.
  {
    route: 'GET /api/supersession/:catalogNumber',
    url: () => `/api/supersession/${pcn.motor}`,
    expect: everyone(200),
  },
  {
    route: 'POST /api/supersession/offers',
    url: () => '/api/supersession/offers',
    body: () => ({ pcns: [pcn.motor] }),
    expect: everyone(200),
  },
];
