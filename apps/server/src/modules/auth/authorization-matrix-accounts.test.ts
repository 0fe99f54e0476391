import { describe } from 'vitest';
import { accountCalls } from '../../test/access-matrix/account-calls.ts';
import { outsideApiCalls } from '../../test/access-matrix/outside-api-calls.ts';
import { peopleCalls } from '../../test/access-matrix/people-calls.ts';
import { runMatrix } from '../../test/access-matrix/run-matrix.ts';

describe('who may call the account, people and non-API routes', () => {
  runMatrix([...accountCalls, ...peopleCalls, ...outsideApiCalls]);
});
