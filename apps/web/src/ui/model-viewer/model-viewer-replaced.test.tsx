// @vitest-environment jsdom
import type { ModelReplacement } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModelViewer } from './model-viewer.tsx';

vi.mock('../../api/get-site.ts', () => ({
  useSite: () => ({ Name: 'parts', ShowInventory: false, HasPricing: true }),
}));
vi.mock('../use-catalog-query.ts', () => ({
  useCatalogQuery: () => ({ catalogId: 5, isPreview: false, catalog: undefined, search: '' }),
}));
vi.mock('./get-model-viewer-data.ts', () => ({
  useModelViewerData: () => ({
    isPending: false,
    isError: false,
    data: { Title: 'Model Not Found', Tables: [] },
  }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the model viewer of a withdrawn, replaced number', () => {
  it('says what replaced it beside Model Not Found', async () => {
    const answer: ModelReplacement = {
      PcnCatalogNumber: '314-1087',
      ReplacedBy: '688-5219',
      Note: null,
      Replacement: null,
    };
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ModelViewer level="model" value="314-1087" catalogId={5} isPreview={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Model Not Found' })).toBeTruthy();
    expect(await screen.findByText('This model has been replaced by 688-5219.')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/supersession/314-1087');
  });
});
