import { describe, expect, it } from 'vitest';
import { isLostDatabase } from './lost-database.ts';

const withCode = (code: string) => Object.assign(new Error('server closed'), { code });

describe('isLostDatabase', () => {
  it.each([
    ['an administrator shutdown', withCode('57P01')],
    ['a crash shutdown', withCode('57P02')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
  ])('recognises %s', (_name, error) => {
    expect(isLostDatabase(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a programming error', new TypeError('x is not a function')],
    ['a value that is not an error', 'Connection terminated'],
  ])('leaves %s alone', (_name, error) => {
    expect(isLostDatabase(error)).toBe(false);
  });
});
