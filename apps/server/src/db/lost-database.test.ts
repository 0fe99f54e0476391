import { describe, expect, it } from 'vitest';
import { isLostDatabase } from './lost-database.ts';

const withCode = (code: string) => Object.assign(new Error('server closed'), { code });

describe('isLostDatabase', () => {
  it.each([
    ['an administrator shutdown', withCode('57P01')],
    ['a crash shutdown', withCode('57P02')],
    ['a server still starting up', withCode('57P03')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    [
      'a refused connection wrapped by the ORM',
      new Error('Failed query: select 1\nparams: ', { cause: withCode('ECONNREFUSED') }),
    ],
    [
      'a connection refused on every address of the host',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isLostDatabase(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    [
      'a unique violation wrapped by the ORM',
      new Error('Failed query', { cause: withCode('23505') }),
    ],
    ['a programming error', new TypeError('x is not a function')],
    ['a value that is not an error', 'Connection terminated'],
    ['an AggregateError of other failures', new AggregateError([withCode('23505')], '')],
  ])('leaves %s alone', (_name, error) => {
    expect(isLostDatabase(error)).toBe(false);
  });
});
