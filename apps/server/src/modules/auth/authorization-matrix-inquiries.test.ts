import { beforeAll, describe } from 'vitest';
import { inquiryCalls, seedMatrixInquiries } from '../../test/access-matrix/inquiry-calls.ts';
import { runMatrix } from '../../test/access-matrix/run-matrix.ts';

describe('who may call the inquiry routes', () => {
  const fixture = runMatrix(inquiryCalls);
  beforeAll(async () => {
    await seedMatrixInquiries(fixture().database);
  });
});
