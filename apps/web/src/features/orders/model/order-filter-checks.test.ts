import { ORDER_DATE_FORMAT_MESSAGE, ORDER_SEARCH_TOO_SHORT } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  judgeDraft as judgeAnyDraft,
  problemOf as problemOfAny,
} from '../../../ui/list/tabbed-search.ts';
import { ORDER_SEARCH, type TextKey } from './order-search.ts';

const problemOf = (key: TextKey, typed: string) => problemOfAny(ORDER_SEARCH, key, typed);
const judgeDraft = (key: TextKey, draft: string, applied: string) =>
  judgeAnyDraft((value) => problemOf(key, value), draft, applied);

describe('order date filter', () => {
  it('takes a real day written exactly YYYY-MM-DD', () => {
    expect(problemOf('orderDate', '2025-03-01')).toBeNull();
    expect(problemOf('orderDate', '2024-02-29')).toBeNull();
  });

  it('refuses other shapes and days that do not exist', () => {
    for (const text of ['2025-3-1', '03/01/2025', '2025-03-01T00:00', '20250301', '2025-02-29'])
      expect(problemOf('orderDate', text)).toBe(ORDER_DATE_FORMAT_MESSAGE);
    expect(problemOf('orderDate', '2025-13-01')).toBe(ORDER_DATE_FORMAT_MESSAGE);
  });

  it('accepts the date with spaces around it and an empty field', () => {
    expect(problemOf('orderDate', ' 2025-03-01 ')).toBeNull();
    expect(problemOf('orderDate', '')).toBeNull();
  });
});

describe('search and filter typing', () => {
  it('needs at least 2 characters before searching', () => {
    expect(judgeDraft('keyTerm', 'a', '')).toEqual({
      kind: 'problem',
      message: ORDER_SEARCH_TOO_SHORT,
    });
    expect(judgeDraft('keyTerm', ' a ', 'ab')).toEqual({
      kind: 'problem',
      message: ORDER_SEARCH_TOO_SHORT,
    });
    expect(judgeDraft('keyTerm', 'ab', '')).toEqual({ kind: 'apply', value: 'ab' });
  });

  it('searches again when the field is emptied', () => {
    expect(judgeDraft('keyTerm', '  ', 'acme')).toEqual({ kind: 'apply', value: '' });
  });

  it('trims, and does not search again for spaces alone', () => {
    expect(judgeDraft('poNumber', ' PO7 ', '')).toEqual({ kind: 'apply', value: 'PO7' });
    expect(judgeDraft('poNumber', 'PO7 ', 'PO7')).toEqual({ kind: 'unchanged' });
  });

  it('does not search for a date that is not YYYY-MM-DD', () => {
    expect(judgeDraft('orderDate', '2025-03', '')).toEqual({
      kind: 'problem',
      message: ORDER_DATE_FORMAT_MESSAGE,
    });
  });

  it('refuses a filter longer than the server takes', () => {
    expect(problemOf('salesOrderNumber', '1'.repeat(21))).toBe('At most 20 characters');
    expect(problemOf('salesOrderNumber', '1'.repeat(20))).toBeNull();
  });
});
