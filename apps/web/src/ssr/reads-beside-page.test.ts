import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readWhenArrived } from './read-when-arrived.ts';
import { besidePageMeta, splitReads } from './reads-beside-page.ts';
import type { ReadBesidePage } from './server-render-state.ts';

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ Model: `00${i}`, Description: 'Burner orifice' }));

describe('reads that come beside a server-rendered page', () => {
  it('leaves only large reads that name their address out of the page', () => {
    const client = new QueryClient();
    client.setQueryData(['small'], rows(3));
    client.setQueryData(['large-unnamed'], rows(2_000));
    const named = client.getQueryCache().build(client, {
      queryKey: ['sections'],
      meta: besidePageMeta('/api/product/productsections?product=a'),
    });
    named.setData(rows(2_000));
    const smallNamed = client.getQueryCache().build(client, {
      queryKey: ['small-sections'],
      meta: besidePageMeta('/api/product/productsections?product=b'),
    });
    smallNamed.setData(rows(3));

    const beside: ReadBesidePage[] = [];
    const state = dehydrate(client, { shouldDehydrateQuery: (q) => splitReads(q, beside) });

    expect(state.queries.map((q) => q.queryKey)).toEqual([
      ['small'],
      ['large-unnamed'],
      ['small-sections'],
    ]);
    expect(beside).toEqual([
      { queryKey: ['sections'], url: '/api/product/productsections?product=a' },
    ]);
  });

  it('counts the page’s reads as read when it arrived, so a kept page asks for none again', () => {
    const server = new QueryClient();
    server.setQueryData(['cart'], { Lines: [] }, { updatedAt: Date.now() - 45_000 });
    const kept = dehydrate(server);

    const browser = new QueryClient();
    hydrate(browser, readWhenArrived(kept, Date.now()));
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: ['cart'] })
        ?.isStaleByTime(30_000),
    ).toBe(false);

    const unchanged = new QueryClient();
    hydrate(unchanged, kept);
    expect(
      unchanged
        .getQueryCache()
        .find({ queryKey: ['cart'] })
        ?.isStaleByTime(30_000),
    ).toBe(true);
  });
});
