// @vitest-environment jsdom
import type { ReplacementOffers } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickOrderProblems } from './quick-order-problems.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const offers: ReplacementOffers = {
  List: [
    {
      Requested: '314-1087',
      PcnCatalogNumber: '314-1087',
      Replacement: '682-8169',
      ReplacementDescription: 'Blower wheel',
      Note: null,
      UnitPrice: 40,
      ReplacementUnitPrice: 52.5,
      PriceDifference: 12.5,
    },
  ],
};

describe('quick-order lines not added', () => {
  it('offers the replacement of a replaced number with the price difference, and adds it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(offers), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const onRetry = vi.fn();
    const problem = { row: 2, text: '314-1087 3', reason: 'Not found' };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <QuickOrderProblems
          problems={[problem, { row: 3, text: '999-0000 1', reason: 'Not found' }]}
          onRetry={onRetry}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Replaced by 682-8169: $12.50 more')).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ pcns: ['314-1087', '999-0000'] });
    fireEvent.click(screen.getByRole('button', { name: 'Add 682-8169 instead' }));
    expect(onRetry).toHaveBeenCalledWith(problem, '682-8169 3');
    expect(screen.getAllByRole('button', { name: /instead/ })).toHaveLength(1);
  });
});
