// @vitest-environment jsdom
import type { ModelReplacement, SearchResult } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultSummary } from '../search-box/result-summary.tsx';
import { ReplacedNotice } from './replaced-notice.tsx';

vi.mock('../use-catalog-query.ts', () => ({
  useCatalogQuery: () => ({ catalogId: 5, isPreview: false, catalog: undefined, search: '' }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const replacement: SearchResult = {
  ResultType: 'Model',
  Name: '0045-200',
  Description: 'Blower wheel, new',
  PcnCatalogNumber: '0045-200',
  FingoodTpiMfgMod: 'BW-200',
  CategoryName: 'heating',
  CategoryDisplayName: 'Heating',
  ProductClassName: 'unit-heaters',
  ProductClassDisplayName: 'Unit Heaters',
  ManufacturingSeriesName: 'hdu',
  ManufacturingSeriesDisplayName: 'HDU',
  ProductName: 'hdu-30',
  ProductDisplayName: 'HDU 30',
  SectionName: 'parts',
  SectionDisplayName: 'Parts',
  SectionTabName: 'replacement-parts',
  SectionTabDisplayName: 'Replacement Parts',
  SectionTableId: 9,
  SectionTableDisplayName: 'Blowers',
  ImagePath: null,
  Replaces: '0045-100',
};

function renderNotice(answer: ModelReplacement) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReplacedNotice catalogNumber={answer.PcnCatalogNumber} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a replaced model', () => {
  it('says what replaced it and links to the replacement at its table', async () => {
    renderNotice({
      PcnCatalogNumber: '0045-100',
      ReplacedBy: '0045-200',
      Note: 'Quieter, same mounting',
      Replacement: replacement,
    });
    expect(await screen.findByText('This model has been replaced by 0045-200.')).toBeTruthy();
    expect(screen.getByText('Quieter, same mounting')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Order 0045-200 instead' });
    expect(link.getAttribute('href')).toBe(
      '/heating/unit-heaters/hdu/hdu-30/parts/replacement-parts?sectionTable=Blowers&catalogNumber=0045-200',
    );
  });

  it('says when no replacement can be ordered online', async () => {
    renderNotice({
      PcnCatalogNumber: '0045-200',
      ReplacedBy: '0045-300',
      Note: null,
      Replacement: null,
    });
    expect(await screen.findByText('No replacement can be ordered online.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for a model that is not replaced', async () => {
    const { container } = renderNotice({
      PcnCatalogNumber: '0045-300',
      ReplacedBy: null,
      Note: null,
      Replacement: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});

describe('a search result found by the number it replaces', () => {
  it("reads 'replaces {old}' beside its badge", () => {
    render(<ResultSummary result={replacement} />);
    expect(screen.getByText('replaces 0045-100')).toBeTruthy();
    cleanup();
    render(<ResultSummary result={{ ...replacement, Replaces: null }} />);
    expect(screen.queryByText(/replaces/)).toBeNull();
  });
});
