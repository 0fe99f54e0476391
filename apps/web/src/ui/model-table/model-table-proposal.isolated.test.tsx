// @vitest-environment jsdom
// Its own modules: it renders the real table, whose hooks another file of this folder replaces
// with vi.mock in the shared worker (decision 147).
import type { SectionTable, Site } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetchSource } from '../../api/request-fetch.ts';
import { ModelEditorOpenerContext, type ModelEditorOpener } from './model-editor-opener.ts';
import { ModelTable } from './model-table.tsx';
import { createLayoutColumn, createModel } from './test-factories.ts';

const table: SectionTable = {
  SectionTableId: 40,
  DisplayName: 'Motors',
  OrderBy: 0,
  Cols: 12,
  HasCart: false,
  DetailsPanel: true,
  HideTableFilters: false,
  HideBlankColumns: false,
  Columns: [
    createLayoutColumn({
      Name: 'pcn',
      DisplayName: 'Catalog Number',
      PropertyName: 'PcnCatalogNumber',
    }),
    createLayoutColumn(),
  ],
  Models: [
    createModel({ PcnCatalogNumber: '0001', Descriptions: 'Blower motor' }),
    createModel({ PcnCatalogNumber: '0002', Descriptions: 'Fan motor' }),
    createModel({ PcnCatalogNumber: '0003', Descriptions: 'Fan blade' }),
  ],
};

const site: Site = {
  SiteId: 5,
  Name: 'cr',
  DisplayName: 'Change Requests',
  DivisionName: null,
  BrowserTitle: 'Change Requests',
  LogoPath: null,
  LogoLink: null,
  FaviconPath: null,
  ShowInventory: false,
  EnableExport: false,
  ManageDocuments: 0,
  EnableChangeRequest: true,
  HasPricing: false,
  ShowCatalog: false,
  CatalogId: 5,
};

function renderTable(opener: ModelEditorOpener | null, onSelectModel = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['site'], site);
  client.setQueryData(['site', 'catalogs'], []);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ModelEditorOpenerContext.Provider value={opener}>
          <ModelTable
            table={table}
            showPrice={false}
            showInventory={false}
            siteName="cr"
            selectedCatalogNumber={null}
            onSelectModel={onSelectModel}
          />
        </ModelEditorOpenerContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSelectModel;
}

const proposalOpener = (): ModelEditorOpener => ({
  mode: 'proposal',
  open: vi.fn(),
  add: null,
  revise: vi.fn(),
});

beforeEach(() => {
  // A desktop, and no calls answered: the table needs none of them here.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  setFetchSource(() => async () => new Response('null', { status: 404 }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setFetchSource(() => fetch);
});

describe('ModelTable where change requests are taken', () => {
  // jsdom drops the space before a visually hidden part of a name; browsers keep it.
  it('offers create change request on each row, named with its catalogue number', () => {
    const opener = proposalOpener();
    renderTable(opener);
    fireEvent.click(screen.getByRole('button', { name: /^Create change request\s*for 0002$/ }));
    expect(opener.open).toHaveBeenCalledWith('0002');
    expect(screen.getAllByRole('button', { name: /^Create change request\s*for / })).toHaveLength(
      3,
    );
  });

  it('opens Edit All on the first model the filters leave, with the rest to move through', async () => {
    const opener = proposalOpener();
    renderTable(opener);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Motors' }), {
      target: { value: 'Fan' },
    });
    await screen.findByRole('heading', { name: 'Motors (2 of 3 models)' });
    fireEvent.click(screen.getByRole('button', { name: /^Edit All\s*models of Motors$/ }));
    expect(opener.open).toHaveBeenCalledWith('0002', ['0002', '0003']);
  });

  it('keeps the details button on the read-only panel', () => {
    const onSelectModel = renderTable(proposalOpener());
    fireEvent.click(screen.getByRole('button', { name: /^Details\s*of 0001$/ }));
    expect(onSelectModel).toHaveBeenCalledWith('0001');
  });

  it('offers neither where no proposal opener is provided', () => {
    renderTable(null);
    expect(screen.queryByRole('button', { name: /Create change request/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit All/ })).toBeNull();
  });
});
