// @vitest-environment jsdom
import type { ChangeRequestDetail } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFetchSource } from '../../../api/request-fetch.ts';
import {
  ModelEditorOpenerContext,
  type ModelEditorOpener,
} from '../../../ui/model-table/model-editor-opener.ts';
import { dismissToast, readToasts } from '../../../ui/toast/toast-store.ts';
import { createDetail, createFieldDiff, serveCalls } from '../model/test-factories.ts';
import { ChangeRequestPage } from './change-request-page.tsx';

/** The detail for GETs; a move gets the given answer. */
function serve(detail: ChangeRequestDetail, move: { status?: number; body: unknown }) {
  return serveCalls((method) => (method === 'GET' ? { body: detail } : move));
}

function renderPage(opener: ModelEditorOpener | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ModelEditorOpenerContext.Provider value={opener}>
        <MemoryRouter initialEntries={['/requests/12']}>
          <Routes>
            <Route path="/requests/:id" element={<ChangeRequestPage />} />
          </Routes>
        </MemoryRouter>
      </ModelEditorOpenerContext.Provider>
    </QueryClientProvider>,
  );
}

const heading = () => screen.findByRole('heading', { name: /Change request 12: model 00012345/ });
const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  cleanup();
  for (const toast of readToasts()) dismissToast(toast.id);
  setFetchSource(() => fetch);
});

describe('ChangeRequestPage', () => {
  it('shows the request’s fields as Before, Now and Proposed, flagging one changed since', async () => {
    serve(
      createDetail({
        Diff: [
          createFieldDiff(),
          createFieldDiff({
            Field: 'DivisionModels',
            DisplayName: 'Division Models',
            EditorType: 'divisions',
            Before: [{ Division: 1, ModelNumber: 'MTR-1' }],
            Current: [{ Division: 1, ModelNumber: 'MTR-2' }],
            Proposed: [],
            ChangedSinceProposal: true,
          }),
        ],
      }),
      { body: {} },
    );
    renderPage();
    await heading();
    const table = screen.getByRole('table', { name: 'Proposed changes' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Field', 'Before', 'Now', 'Proposed']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['DescriptionHeader', 'Blower motor', 'Blower motor', 'Fan motor']);
    expect(within(rows[2]!).getByText('changed since the proposal')).toBeTruthy();
    expect(within(rows[2]!).getByText('(Division: 1, ModelNumber: MTR-2)')).toBeTruthy();
    expect(within(rows[2]!).getByText('(none)')).toBeTruthy();
    expect(within(rows[1]!).queryByText('changed since the proposal')).toBeNull();
    expect(screen.getByText('The motor was renamed')).toBeTruthy();
  });

  it('approves at the model’s version now and toasts it', async () => {
    const sent = serve(createDetail(), {
      body: createDetail({ Status: 'Approved', Actions: [], ReviewedBy: 'Robin Reviewer' }),
    });
    renderPage();
    await heading();
    fireEvent.click(button('Approve'));
    await waitFor(() =>
      expect(readToasts().map((t) => t.message)).toContain(
        'Change request for Model 00012345 approved',
      ),
    );
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/change-requests/12/approve',
      body: { Version: '7' },
    });
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows a conflict’s message with Reload, which reads the request again', async () => {
    const message =
      'The model changed since you opened this request. Reload it to see the current values.';
    const sent = serve(createDetail(), {
      status: 409,
      body: { Successful: false, Message: message },
    });
    renderPage();
    await heading();
    fireEvent.click(button('Approve'));
    expect(await screen.findByText(message)).toBeTruthy();
    const reads = sent.filter((s) => s.method === 'GET').length;
    fireEvent.click(button('Reload'));
    await waitFor(() => expect(sent.filter((s) => s.method === 'GET').length).toBe(reads + 1));
    expect(screen.queryByText(message)).toBeNull();
  });

  it.each([
    ['Reject', 'reject'],
    ['Ask for changes', 'ask-for-changes'],
  ])('%s needs a reason before it is sent', async (label, action) => {
    const sent = serve(createDetail(), {
      body: createDetail({ Status: 'Rejected', Actions: [], Reason: 'Wrong motor' }),
    });
    renderPage();
    await heading();
    fireEvent.click(button(label));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: label });
    fireEvent.click(confirm);
    expect(within(dialog).getByText('Please give a reason.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: '   ' },
    });
    fireEvent.click(confirm);
    expect(within(dialog).getByText('Please give a reason.')).toBeTruthy();
    expect(sent.every((s) => s.method === 'GET')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Wrong motor ' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'POST',
        url: `/api/change-requests/12/${action}`,
        body: { Reason: 'Wrong motor' },
      }),
    );
  });

  it('lets the proposer withdraw after saying yes', async () => {
    const sent = serve(createDetail({ Actions: ['withdraw', 'revise'] }), {
      body: createDetail({ Status: 'Withdrawn', Actions: [] }),
    });
    renderPage();
    await heading();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(button('Withdraw'));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the change request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'POST',
        url: '/api/change-requests/12/withdraw',
        body: {},
      }),
    );
  });

  it('opens the model editor to revise with the proposed values', async () => {
    serve(createDetail({ Actions: ['withdraw', 'revise'] }), { body: {} });
    const revise = vi.fn();
    renderPage({ mode: 'proposal', open: vi.fn(), add: null, revise });
    await heading();
    fireEvent.click(button('Revise'));
    expect(revise).toHaveBeenCalledWith({
      requestId: 12,
      catalogNumber: '00012345',
      values: { Descriptions: 'Fan motor' },
    });
  });

  it('says when the request cannot be read', async () => {
    serveCalls(() => ({ status: 404, body: { Message: 'Change request not found.' } }));
    renderPage();
    expect(await screen.findByText('Change request not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
