import {
  MAX_KEYWORD_LENGTH as DOMAIN_MAX_KEYWORD_LENGTH,
  SEARCH_COUNT_CAP as DOMAIN_SEARCH_COUNT_CAP,
  SUGGESTION_PAGE_SIZE as DOMAIN_SUGGESTION_PAGE_SIZE,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  keywordOfPath,
  lastPageInstead,
  MAX_KEYWORD_LENGTH,
  pagerPages,
  parsePage,
  SEARCH_COUNT_CAP,
  readKeyword,
  searchApiPath,
  searchPagePath,
  showingRecordsText,
  SUGGESTION_PAGE_SIZE,
} from './search-paths.ts';

it('suggests as many results as the domain says', () => {
  expect(SUGGESTION_PAGE_SIZE).toBe(DOMAIN_SUGGESTION_PAGE_SIZE);
});

it('knows where the server stops counting', () => {
  expect(SEARCH_COUNT_CAP).toBe(DOMAIN_SEARCH_COUNT_CAP);
});

it('knows the longest keyword the server searches for', () => {
  expect(MAX_KEYWORD_LENGTH).toBe(DOMAIN_MAX_KEYWORD_LENGTH);
});

describe('keywordOfPath', () => {
  it('reads the keyword of a search page, with or without its page, under /catalog too', () => {
    expect(keywordOfPath('/search/314%201087/2')).toBe('314 1087');
    expect(keywordOfPath('/search/blower+wheel')).toBe('blower wheel');
    expect(keywordOfPath('/catalog/search/motor/1')).toBe('motor');
  });
  it('answers null on other pages and for a broken escape', () => {
    expect(keywordOfPath('/search')).toBeNull();
    expect(keywordOfPath('/unit-heaters/search')).toBeNull();
    expect(keywordOfPath('/heaters/unit/search/motor')).toBeNull();
    expect(keywordOfPath('/search/%E0%A4%A/1')).toBeNull();
  });
});

describe('lastPageInstead', () => {
  it('leads a page past the results to the last page', () => {
    expect(lastPageInstead(999, 98)).toBe(98);
    expect(lastPageInstead(99, 98)).toBe(98);
  });
  it('keeps pages inside the results, and any page when there are none', () => {
    expect(lastPageInstead(98, 98)).toBeNull();
    expect(lastPageInstead(1, 1)).toBeNull();
    expect(lastPageInstead(3, 0)).toBeNull();
  });
});

describe('readKeyword', () => {
  it('reads a + as a space', () => {
    expect(readKeyword('hdu+parts')).toBe('hdu parts');
  });
  it('trims and collapses spaces, and treats a missing keyword as empty', () => {
    expect(readKeyword('  a   b ')).toBe('a b');
    expect(readKeyword(undefined)).toBe('');
    expect(readKeyword('+')).toBe('');
  });
});

describe('searchPagePath', () => {
  it('encodes the keyword and names the page', () => {
    expect(searchPagePath('12-345 a/b', 3)).toBe('/search/12-345%20a%2Fb/3');
  });
  it('starts at page 1 and drops an empty keyword', () => {
    expect(searchPagePath('abc')).toBe('/search/abc/1');
    expect(searchPagePath('  ')).toBe('/search');
  });
});

describe('parsePage', () => {
  it('accepts positive whole numbers only', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage('0')).toBeNull();
    expect(parsePage('-1')).toBeNull();
    expect(parsePage('1.5')).toBeNull();
    expect(parsePage('x')).toBeNull();
    expect(parsePage(undefined)).toBeNull();
  });
});

describe('showingRecordsText', () => {
  it('names the first and last record of the page', () => {
    expect(showingRecordsText(1, 10, 23)).toBe('Showing records 1 to 10 of 23 results');
    expect(showingRecordsText(3, 10, 23)).toBe('Showing records 21 to 23 of 23 results');
  });
  it('says 0 to 0 when nothing was found', () => {
    expect(showingRecordsText(1, 10, 0)).toBe('Showing records 0 to 0 of 0 results');
    expect(showingRecordsText(1, 10, 1)).toBe('Showing records 1 to 1 of 1 result');
  });
  it('says 0 to 0 for a page past the results', () => {
    expect(showingRecordsText(999, 10, 972)).toBe('Showing records 0 to 0 of 972 results');
    expect(showingRecordsText(98, 10, 972)).toBe('Showing records 971 to 972 of 972 results');
  });
  it('reads a total at the counting cap as more than that', () => {
    expect(showingRecordsText(2, 10, SEARCH_COUNT_CAP)).toBe(
      `Showing records 11 to 20 of ${SEARCH_COUNT_CAP}+ results`,
    );
    expect(showingRecordsText(1, 10, SEARCH_COUNT_CAP - 1)).toBe(
      `Showing records 1 to 10 of ${SEARCH_COUNT_CAP - 1} results`,
    );
  });
});

describe('pagerPages', () => {
  it('centres a window of five pages on the current one', () => {
    expect(pagerPages(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });
  it('keeps the window inside the pages there are', () => {
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pagerPages(2, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(1, 0)).toEqual([]);
  });
});

describe('searchApiPath', () => {
  it.each(['sales', 'orders', 'customers', 'customer', 'cr', 'editor', 'Sales'])(
    'searches the %s site through /api/search',
    (site) => {
      expect(searchApiPath(site)).toBe('/search');
    },
  );
  it.each(['parts', 'commercial'])('searches the %s site through GetSearchResults', (site) => {
    expect(searchApiPath(site)).toBe('/catalog/GetSearchResults');
  });
});
