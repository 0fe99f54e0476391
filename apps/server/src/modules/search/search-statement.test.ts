import { describe, expect, it } from 'vitest';
import { searchStatement, type SearchRequest } from './search-statement.ts';

const request = (keyword: string, more: Partial<SearchRequest> = {}): SearchRequest => ({
  keyword,
  scope: { catalogId: 5, preview: false },
  offset: 0,
  limit: 10,
  rows: 'site',
  ...more,
});

describe('searchStatement', () => {
  it('gives keywords of the same kind one named text, their values apart', () => {
    const a = searchStatement(request('31-41087'))!;
    const b = searchStatement(request('98 76543', { offset: 20 }))!;
    expect(a.name).not.toBeNull();
    expect(b.name).toBe(a.name);
    expect(b.text).toBe(a.text);
    expect(a.values).toContain('3141087');
    expect(b.values).toContain('9876543');
    expect(b.values).toContain(20);
  });

  it('names another text for another kind of keyword, scope or row', () => {
    const names = [
      request('31-41087'),
      request('314'),
      request('31-41087', { scope: { catalogId: 5, preview: true } }),
      request('31-41087', {
        rows: 'model',
        scope: { catalogId: 5, preview: false, modelsOnly: true },
      }),
    ].map((r) => searchStatement(r)!.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('plans a keyword of plain words for its values, unnamed', () => {
    const statement = searchStatement(request('gas valve'))!;
    expect(statement.name).toBeNull();
    expect(statement.values).toContain('gas:* & valve:*');
  });

  it('passes the keyword as values, never in the text', () => {
    for (const keyword of ["zq-9137' or 1=1 --", 'zq 9137 gasket']) {
      const { text, values } = searchStatement(request(keyword))!;
      for (const part of ['ZQ9137', '9137', 'zq', '1=1', 'gasket'])
        expect(text).not.toContain(part);
      expect(values.join(' ')).toContain('9137');
    }
  });

  it('has no statement for a keyword with nothing to search', () => {
    expect(searchStatement(request(' - '))).toBeNull();
  });
});
