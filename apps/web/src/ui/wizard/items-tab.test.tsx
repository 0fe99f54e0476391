// @vitest-environment jsdom
import type { QuickOrderAnswer, ReplacementOffers } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftItem } from './draft-items.ts';
import { ItemsTab } from './items-tab.tsx';
import { createCustomer } from './test-factories.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// 719-1865 is still sold, and replaced by 872-2243, which costs less (decision 177).
const offers: ReplacementOffers = {
  List: [
    {
      Requested: '719-1865',
      PcnCatalogNumber: '719-1865',
      Replacement: '872-2243',
      ReplacementDescription: 'Ignition kit',
      Note: null,
      UnitPrice: 51.06,
      ReplacementUnitPrice: 35.36,
      PriceDifference: -15.7,
    },
  ],
};
const resolved: QuickOrderAnswer = {
  Lines: [
    {
      Row: 1,
      Number: '872-2243',
      PcnCatalogNumber: '872-2243',
      Description: 'Ignition kit',
      Quantity: 3,
      Price: 35.36,
      PriceExplanation: null,
    },
  ],
  Invalid: [],
};
const line = (pcn: string, quantity: number, price: number): DraftItem => ({
  pcn,
  description: pcn,
  quantity,
  price,
});

function stubServer() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const body = url.includes('/supersession/offers') ? offers : resolved;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Wizard({ initial }: { initial: DraftItem[] }) {
  const [items, setItems] = useState(initial);
  return (
    <ItemsTab
      idPrefix="test"
      noun="Order"
      customer={createCustomer()}
      items={items}
      onItems={setItems}
      onAdd={() => undefined}
      problems={[]}
      onProblems={() => undefined}
      error={null}
    />
  );
}

describe("a wizard's Items tab", () => {
  it('offers the replacement of a still-orderable old number, priced for the customer, and uses it', async () => {
    const fetch = stubServer();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Wizard initial={[line('719-1865', 3, 51.06), line('500-0001', 1, 10)]} />
      </QueryClientProvider>,
    );
    const rows = () => screen.getAllByRole('row');
    expect(await screen.findByText('Replaced by 872-2243: $15.70 less')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/supersession/offers');
    expect(JSON.parse(String(init?.body))).toEqual({
      pcns: ['719-1865', '500-0001'],
      CustomerNumber: '0000100100',
    });
    expect(within(rows()[2]!).queryByRole('button', { name: /^Use / })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Use 872-2243' }));
    // The new line takes the old one's place, with its quantity, at the customer's price.
    expect(await screen.findByRole('cell', { name: '872-2243' })).toBeTruthy();
    expect(screen.queryByText('719-1865')).toBeNull();
    expect(
      within(rows()[1]!).getByRole('spinbutton', { name: 'Quantity of 872-2243' }),
    ).toHaveProperty('value', '3');
    const asked = fetch.mock.calls.find(([u]) => u.includes('/quickOrder'))!;
    expect(JSON.parse(String(asked[1]?.body))).toEqual({
      Lines: [{ Row: 1, Number: '872-2243', Quantity: 3 }],
    });
  });
});
