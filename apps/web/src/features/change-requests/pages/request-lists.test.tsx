// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchSession } from '../../../api/accounts/session-store.ts';
import { setFetchSource } from '../../../api/request-fetch.ts';
import { createCrUser, createSummary, serveCalls } from '../model/test-factories.ts';
import { MyRequestsPage } from './my-requests-page.tsx';
import { ReviewPage } from './review-page.tsx';

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<MyRequestsPage />} />
          <Route path="/review" element={<ReviewPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

afterEach(() => {
  cleanup();
  dispatchSession({ type: 'logged-out' });
  setFetchSource(() => fetch);
});

describe('My requests', () => {
  it('lists the user’s own requests with their statuses and loads more', async () => {
    const sent = serveCalls((_, url) =>
      url.includes('after=')
        ? {
            body: {
              Items: [createSummary({ ModelChangeRequestId: 3, Status: 'Approved' })],
              Next: null,
            },
          }
        : {
            body: {
              Items: [
                createSummary(),
                createSummary({
                  ModelChangeRequestId: 9,
                  Kind: 'Delete',
                  Fields: [],
                  Status: 'ChangesRequested',
                  Reason: 'Say which model replaces it',
                }),
              ],
              Next: 9,
            },
          },
    );
    renderAt('/');
    const table = await screen.findByRole('table', { name: 'My change requests' });
    expect(within(table).getByRole('link', { name: 'Request 12' }).getAttribute('href')).toBe(
      '/requests/12',
    );
    expect(within(table).getByText('Waiting for review')).toBeTruthy();
    expect(within(table).getByText('Changes requested')).toBeTruthy();
    expect(within(table).getByText('Delete the model')).toBeTruthy();
    expect(within(table).getByText('Say which model replaces it')).toBeTruthy();
    expect(sent[0]?.url).toBe('/api/change-requests?scope=mine');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Approved')).toBeTruthy();
    expect(sent.at(-1)?.url).toBe('/api/change-requests?scope=mine&after=9');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there are none yet', async () => {
    serveCalls(() => ({ body: { Items: [], Next: null } }));
    renderAt('/');
    expect(await screen.findByText('No change requests yet.')).toBeTruthy();
  });

  it('offers to try again when the list cannot be read', async () => {
    serveCalls(() => ({ status: 503, body: { Message: 'The database is not available.' } }));
    renderAt('/');
    expect(await screen.findByText('The database is not available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Review', () => {
  it('starts with the requests waiting for review and keeps the filters in the address', async () => {
    dispatchSession({ type: 'signed-in', user: createCrUser(true) });
    const sent = serveCalls(() => ({ body: { Items: [], Next: null } }));
    renderAt('/review');
    expect(await screen.findByText('Nothing is waiting for review.')).toBeTruthy();
    expect(sent[0]?.url).toBe('/api/change-requests?scope=all&status=Submitted');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'any' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'Delete' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Catalog number' }), {
      target: { value: '0001' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Proposer' }), {
      target: { value: 'Morgan' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(address()).toBe(
        '/review?status=any&kind=Delete&catalogNumber=0001&requestedBy=Morgan',
      ),
    );
    await waitFor(() =>
      expect(sent.at(-1)?.url).toBe(
        '/api/change-requests?scope=all&kind=Delete&catalogNumber=0001&requestedBy=Morgan',
      ),
    );
    expect(await screen.findByText('No change requests match the filters.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveProperty('value', 'Delete');
  });

  it('names who proposed each request', async () => {
    dispatchSession({ type: 'signed-in', user: createCrUser(true) });
    serveCalls(() => ({ body: { Items: [createSummary()], Next: null } }));
    renderAt('/review?status=Submitted');
    const table = await screen.findByRole('table', { name: 'Change requests to review' });
    expect(within(table).getByText('Morgan Proposer')).toBeTruthy();
  });

  it('tells a proposer that only reviewers decide', () => {
    dispatchSession({ type: 'signed-in', user: createCrUser(false) });
    serveCalls(() => ({ body: { Items: [], Next: null } }));
    renderAt('/review');
    expect(screen.getByText('Only reviewers may decide change requests.')).toBeTruthy();
  });
});
