// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFetchSource } from '../../../api/request-fetch.ts';
import { createEditor } from '../model/editor-factories.ts';
import { flagItem } from '../model/item-flags.ts';
import { NewItemButton } from './new-item-button.tsx';

const productClasses = createEditor({
  EditorName: 'product-class',
  EntityName: 'ProductClass',
  DisplayName: 'Product Class',
});

function renderUnder(id: number) {
  setFetchSource(() => async () => new Response(JSON.stringify([productClasses])));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewItemButton
        parent={{ entityName: 'Category', id }}
        parentTitle="Unit Heaters"
        onCreated={() => undefined}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  setFetchSource(() => fetch);
});

describe('NewItemButton', () => {
  it('offers a new child under a category', async () => {
    renderUnder(4);
    expect(await screen.findByRole('button', { name: 'New Product Class' })).toBeTruthy();
  });

  it('offers no new child under a category deleted in this session', async () => {
    renderUnder(5);
    await screen.findByRole('button', { name: 'New Product Class' });
    act(() => flagItem('Category-5', 'Deleted'));
    expect(screen.queryByRole('button', { name: 'New Product Class' })).toBeNull();
  });
});
