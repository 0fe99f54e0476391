import { describe } from 'vitest';
import { cartCalls } from '../../test/access-matrix/cart-calls.ts';
import { catalogueCalls } from '../../test/access-matrix/catalogue-calls.ts';
import { runMatrix } from '../../test/access-matrix/run-matrix.ts';

describe('who may call the catalogue, checkout and cart routes', () => {
  runMatrix([...catalogueCalls, ...cartCalls]);
});
