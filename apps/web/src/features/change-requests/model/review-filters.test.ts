import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_FILTERS,
  isDefaultReview,
  reviewFiltersOf,
  reviewListFilter,
  reviewQueryOf,
} from './review-filters.ts';

describe('review filters', () => {
  it('start with the requests waiting for review', () => {
    const filters = reviewFiltersOf(new URLSearchParams());
    expect(filters).toEqual(DEFAULT_REVIEW_FILTERS);
    expect(isDefaultReview(filters)).toBe(true);
    expect(reviewListFilter(filters)).toEqual({ scope: 'all', status: 'Submitted' });
  });

  it('read back what they wrote to the address', () => {
    const filters = {
      status: 'any',
      kind: 'Delete',
      catalogNumber: '0001',
      requestedBy: 'Morgan',
    } as const;
    const query = reviewQueryOf(filters);
    expect(query.toString()).toBe('status=any&kind=Delete&catalogNumber=0001&requestedBy=Morgan');
    expect(reviewFiltersOf(query)).toEqual(filters);
    expect(reviewListFilter(filters)).toEqual({
      scope: 'all',
      kind: 'Delete',
      catalogNumber: '0001',
      requestedBy: 'Morgan',
    });
  });

  it('leave out a status or kind the server would refuse', () => {
    const filters = reviewFiltersOf(new URLSearchParams('status=Lost&kind=Move'));
    expect(filters.status).toBe('Submitted');
    expect(filters.kind).toBe('');
  });
});
