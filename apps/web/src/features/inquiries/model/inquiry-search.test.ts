import { inquiryListQuery, INQUIRY_DATE_FORMAT_MESSAGE } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../api/http-client.ts';
import {
  filterBadges,
  judgeDraft,
  nextSort,
  paramsFromSearch,
  problemOf,
  searchFromParams,
  tabOf,
  withChange,
  withText,
} from '../../../ui/list/tabbed-search.ts';
import {
  apiQueryOf,
  DEFAULT_INQUIRY_SEARCH,
  INQUIRY_SEARCH,
  type InquirySearch,
  type InquiryTextKey,
} from './inquiry-search.ts';

const read = (query: string) => searchFromParams(INQUIRY_SEARCH, new URLSearchParams(query));
const search = (change: Partial<InquirySearch>): InquirySearch => ({
  ...DEFAULT_INQUIRY_SEARCH,
  ...change,
});
const check = (key: InquiryTextKey) => (value: string) => problemOf(INQUIRY_SEARCH, key, value);

describe('inquiry search in the address', () => {
  it('opens on the Pending tab, newest first, with a plain address', () => {
    expect(read('')).toEqual(DEFAULT_INQUIRY_SEARCH);
    expect(DEFAULT_INQUIRY_SEARCH).toMatchObject({
      tab: 'Pending',
      sortBy: 'InquiryDate',
      sortDesc: true,
    });
    expect(paramsFromSearch(INQUIRY_SEARCH, DEFAULT_INQUIRY_SEARCH).toString()).toBe('');
  });

  it('reads back every part of a search it wrote', () => {
    const full = search({
      tab: 'Converted',
      keyTerm: 'a',
      inquiryId: '42',
      inquiryDate: '2026-01-31',
      customerName: 'Acme & Sons',
      customerNumber: '100100',
      salesOrderNumber: '45000',
      salesRep: '0000123',
      sortBy: 'CustomerName',
      sortDesc: false,
      page: 3,
    });
    const address = paramsFromSearch(INQUIRY_SEARCH, full).toString();
    expect(address).toContain('inquiryStatus=Converted');
    expect(address).toContain('sortBy=CustomerName');
    expect(read(address)).toEqual(full);
  });

  it('restores a saved search, which names the status and sort as the server keeps them', () => {
    expect(read('inquiryStatus=Cancelled&sortBy=InquiryId&sortDesc=false')).toEqual(
      search({ tab: 'Cancelled', sortBy: 'InquiryId', sortDesc: false }),
    );
  });

  it('drops what the server would refuse instead of failing the list', () => {
    expect(
      read(
        'inquiryStatus=Lost&sortBy=Total&sortDesc=maybe&page=0&inquiryId=abc&inquiryDate=2026-2-1&customerNumber=' +
          '1'.repeat(21),
      ),
    ).toEqual(DEFAULT_INQUIRY_SEARCH);
  });

  it('asks the server for exactly what the contract reads', () => {
    const asked = search({ tab: 'Cancelled', keyTerm: 'a', inquiryId: '42', page: 2 });
    const url = new URL(
      apiUrl('/inquiry', apiQueryOf(asked, 'America/Chicago')),
      'http://portal.test',
    );
    expect(inquiryListQuery.parse(Object.fromEntries(url.searchParams))).toMatchObject({
      page: 2,
      pageSize: 10,
      inquiryStatus: 'Cancelled',
      keyTerm: 'a',
      inquiryId: 42,
      sortBy: 'InquiryDate',
      sortDesc: true,
      saveFilters: true,
      timeZone: 'America/Chicago',
    });
    expect(url.searchParams.has('customerName')).toBe(false);
  });
});

describe('inquiry search typing', () => {
  it('searches from 1 character, trimmed', () => {
    expect(judgeDraft(check('keyTerm'), ' a ', '')).toEqual({ kind: 'apply', value: 'a' });
  });

  it('does not search for an inquiry date that is not YYYY-MM-DD', () => {
    expect(judgeDraft(check('inquiryDate'), '31/01/2026', '')).toEqual({
      kind: 'problem',
      message: INQUIRY_DATE_FORMAT_MESSAGE,
    });
    expect(judgeDraft(check('inquiryDate'), '2026-01-31', '')).toEqual({
      kind: 'apply',
      value: '2026-01-31',
    });
  });

  it('does not search for an inquiry id that is not a whole number', () => {
    expect(judgeDraft(check('inquiryId'), '12a', '').kind).toBe('problem');
    expect(judgeDraft(check('inquiryId'), '12', '')).toEqual({ kind: 'apply', value: '12' });
  });
});

describe('inquiry sorting, tabs and badges', () => {
  it('flips the column clicked again and starts a new one descending, from page 1', () => {
    const onPage3 = search({ page: 3 });
    expect(nextSort(onPage3, 'InquiryDate')).toMatchObject({ sortDesc: false, page: 1 });
    expect(nextSort(search({ sortDesc: false }), 'CustomerName')).toMatchObject({
      sortBy: 'CustomerName',
      sortDesc: true,
    });
    expect(withChange(onPage3, { tab: 'Cancelled' }).page).toBe(1);
  });

  it('switches only to a tab of the list', () => {
    expect(tabOf(INQUIRY_SEARCH, 'Converted')).toBe('Converted');
    expect(tabOf(INQUIRY_SEARCH, 'All')).toBeUndefined();
  });

  it('shows one removable badge per text, the search first, and removing one clears it', () => {
    const narrowed = search({ customerName: 'Acme', keyTerm: '7', inquiryDate: '2026-01-31' });
    expect(filterBadges(INQUIRY_SEARCH, narrowed)).toEqual([
      { key: 'keyTerm', label: 'Search', value: '7' },
      { key: 'inquiryDate', label: 'Inquiry Date', value: '2026-01-31' },
      { key: 'customerName', label: 'Customer', value: 'Acme' },
    ]);
    const removed = withText(narrowed, 'customerName', '');
    expect(filterBadges(INQUIRY_SEARCH, removed).map((badge) => badge.key)).toEqual([
      'keyTerm',
      'inquiryDate',
    ]);
  });
});
