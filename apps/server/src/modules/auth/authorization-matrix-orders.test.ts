import { describe } from 'vitest';
import { orderCalls } from '../../test/access-matrix/order-calls.ts';
import { runMatrix } from '../../test/access-matrix/run-matrix.ts';

describe('who may call the order, invoice and order-document routes', () => {
  runMatrix(orderCalls);
});
