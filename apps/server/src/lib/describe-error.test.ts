import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.ts';

describe('describeError', () => {
  it('gives the message of an Error', () => {
    expect(describeError(new Error('port 3000 is in use'))).toBe('port 3000 is in use');
  });

  it('names a rejection without any reason instead of printing undefined', () => {
    expect(describeError(undefined)).toBe('an unknown error (no reason was given)');
    expect(describeError(null)).toBe('an unknown error (no reason was given)');
    expect(describeError('')).toBe('an unknown error (no reason was given)');
  });

  it('gives a string rejection as it is', () => {
    expect(describeError('lock file exists')).toBe('lock file exists');
  });

  it('adds the cause a wrapping error carries', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(describeError(new Error('Failed query: select 1', { cause }))).toBe(
      'Failed query: select 1: connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('lists the errors of an AggregateError whose own message is empty', () => {
    const refused = (address: string) => new Error(`connect ECONNREFUSED ${address}:5432`);
    const error = new AggregateError([refused('::1'), refused('127.0.0.1'), refused('::1')], '');
    expect(describeError(error)).toBe(
      'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('falls back to the code or name of an Error without a message', () => {
    expect(describeError(Object.assign(new Error(''), { code: 'EPIPE' }))).toBe('EPIPE');
    expect(describeError(new RangeError(''))).toBe('RangeError');
  });

  it('describes objects and other values', () => {
    expect(describeError({ message: 'from a plain object' })).toBe('from a plain object');
    expect(describeError({ code: 57 })).toBe('{"code":57}');
    expect(describeError(42)).toBe('42');
  });

  it('keeps to one line', () => {
    expect(describeError(new Error('first line\n  second line'))).toBe('first line second line');
  });
});
