import { customerListQuery } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../api/http-client.ts';
import {
  apiQueryOf,
  paramsFromSearch,
  searchFromParams,
  withFilters,
  withSort,
  type ListSearch,
  type ListSearchShape,
} from './list-search.ts';

const noFilters = { customerNumber: '', city: '', filterByHasUsers: false };
type Sort = 'PermissionRequests' | 'CustomerName' | 'City';
const shape: ListSearchShape<typeof noFilters, Sort> = {
  noFilters,
  sortColumns: ['PermissionRequests', 'CustomerName', 'City'],
  defaultSort: 'PermissionRequests',
};
const plain: ListSearch<typeof noFilters, Sort> = {
  filters: noFilters,
  sortBy: 'PermissionRequests',
  sortDesc: true,
  page: 1,
};
const read = (query: string) => searchFromParams(shape, new URLSearchParams(query));

describe('a list search in the address', () => {
  it('leaves the defaults out, so the plain list has a plain address', () => {
    expect(paramsFromSearch(shape, plain).toString()).toBe('');
    expect(read('')).toEqual(plain);
  });

  it('reads back every part of a search it wrote', () => {
    const full = {
      filters: { customerNumber: '101234', city: 'Springfield', filterByHasUsers: true },
      sortBy: 'City' as const,
      sortDesc: false,
      page: 3,
    };
    const params = paramsFromSearch(shape, full);
    expect(params.toString()).toBe(
      'customerNumber=101234&city=Springfield&filterByHasUsers=true&sortBy=City&sortDesc=false&page=3',
    );
    expect(read(params.toString())).toEqual(full);
  });

  it('ignores what the server would refuse: unknown sorts, bad pages, overlong texts', () => {
    expect(read(`sortBy=Password&page=0&city=${'x'.repeat(101)}&filterByHasUsers=yes`)).toEqual(
      plain,
    );
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=-2').page).toBe(1);
    expect(read('city=%20Springfield%20').filters.city).toBe('Springfield');
  });
});

describe('changing a list search', () => {
  it('flips the direction on the same column and starts a new column descending, on page 1', () => {
    const onPage = { ...plain, page: 4 };
    expect(withSort(onPage, 'PermissionRequests')).toMatchObject({ sortDesc: false, page: 1 });
    const flipped = withSort(plain, 'PermissionRequests');
    expect(withSort(flipped, 'City')).toMatchObject({ sortBy: 'City', sortDesc: true, page: 1 });
  });

  it('goes back to page 1 when filters are applied', () => {
    const changed = withFilters({ ...plain, page: 5 }, { ...noFilters, city: 'Dover' });
    expect(changed).toMatchObject({ page: 1, filters: { city: 'Dover' } });
  });

  it('asks the API with parameters its schema accepts', () => {
    const query = apiQueryOf({ ...plain, sortBy: 'CustomerName', sortDesc: false, page: 2 }, 30);
    const url = new URL(apiUrl('/customer', query), 'http://portal.test');
    expect(customerListQuery.parse(Object.fromEntries(url.searchParams))).toMatchObject({
      Page: 2,
      PageSize: 30,
      SortBy: 'CustomerName',
      SortDirection: 'asc',
      filterByHasUsers: false,
    });
  });
});
