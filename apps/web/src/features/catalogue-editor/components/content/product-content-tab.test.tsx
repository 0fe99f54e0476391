// @vitest-environment jsdom
import type { ProductContent } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFetchSource } from '../../../../api/request-fetch.ts';
import { createEditor } from '../../model/editor-factories.ts';
import { ProductContentTab, type ProductContentTabKey } from './product-content-tab.tsx';

const empty: ProductContent = {
  ProductId: 12,
  Sections: [],
  Tables: [],
  Features: [],
  Specifications: [],
  Notes: [],
};
const readOnly = createEditor({
  EffectivePermission: {
    ...createEditor().EffectivePermission,
    CanUpdate: false,
    CanCreate: false,
    CanDelete: false,
  },
});

/** The editor definition and the content answers, by address. */
function answer(content: { status: number; body: unknown }, definition = createEditor()) {
  setFetchSource(() => async (input) => {
    const url = String(input);
    if (url.startsWith('/api/entity/editor')) return new Response(JSON.stringify([definition]));
    return new Response(JSON.stringify(content.body), { status: content.status });
  });
}

function renderTab(tab: ProductContentTabKey) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProductContentTab productId={12} tab={tab} onDirtyChange={() => undefined} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  setFetchSource(() => fetch);
});

describe('ProductContentTab', () => {
  it('says a list is empty and offers to add', async () => {
    answer({ status: 200, body: empty });
    renderTab('features');
    expect(await screen.findByText('No features yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add feature' })).toBeTruthy();
  });

  it('shows topology as sections and section tables', async () => {
    answer({ status: 200, body: empty });
    renderTab('topology');
    expect(await screen.findByText('No sections yet.')).toBeTruthy();
    expect(screen.getByText('No section tables yet.')).toBeTruthy();
  });

  it('offers no change to a user who may only read', async () => {
    const note = {
      Kind: 'note',
      Id: 4,
      ParentId: 12,
      Version: '1',
      Values: { Text: 'Keep dry', OrderBy: 0 },
    };
    answer({ status: 200, body: { ...empty, Notes: [note] } }, readOnly);
    renderTab('productnotes');
    expect(await screen.findByText('Keep dry')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit|Delete|Move|Add/ })).toBeNull();
  });

  it('says when the content could not be read', async () => {
    answer({ status: 404, body: { Message: 'Product not found.' } });
    renderTab('specifications');
    expect(await screen.findByText('Product not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
