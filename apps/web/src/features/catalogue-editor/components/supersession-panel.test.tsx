// @vitest-environment jsdom
import { SupersessionMessage, type Supersession } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupersessionPanel } from './supersession-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notReplaced: Supersession = {
  PcnCatalogNumber: '719-1865',
  ReplacedBy: null,
  Note: null,
  ChangedBy: null,
  ChangedAt: null,
  Chain: ['719-1865'],
  Replacement: null,
};
const replaced: Supersession = {
  ...notReplaced,
  ReplacedBy: '496-9121',
  Note: 'Fits the same bracket.',
  ChangedBy: 'Eddie Editor',
  ChangedAt: '2026-11-28T10:00:00.000Z',
  Chain: ['719-1865', '496-9121', '872-2243'],
  Replacement: '872-2243',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each call in turn; the calls are kept to read what was sent. */
function stubServer(...answers: Response[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? json({}));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof stubServer>, n: number) => {
  const [url, init] = fetch.mock.calls[n]!;
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : null };
};

function renderPanel(canEdit: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SupersessionPanel catalogNumber="719-1865" canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

const replacedBy = () => screen.getByRole('textbox', { name: 'Replaced by (catalog number)' });

describe('SupersessionPanel', () => {
  it('shows the replacement, its note and the model buyers are offered, read-only', async () => {
    const fetch = stubServer(json(replaced));
    renderPanel(false);
    expect(screen.getByRole('status').textContent).toContain('Loading the replacement');
    expect(await screen.findByText('496-9121')).toBeTruthy();
    expect(screen.getByText('Fits the same bracket.')).toBeTruthy();
    expect(screen.getByText('Chain: 719-1865 → 496-9121 → 872-2243')).toBeTruthy();
    expect(screen.getByText('Buyers are offered 872-2243.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save replacement' })).toBeNull();
    expect(sent(fetch, 0).url).toBe('/api/editor/supersession/719-1865');
  });

  it('saves a replacement with its note and shows it', async () => {
    const fetch = stubServer(json(notReplaced), json({ ...replaced, Chain: replaced.Chain }));
    renderPanel(true);
    expect(await screen.findByText('Not replaced')).toBeTruthy();
    fireEvent.change(replacedBy(), { target: { value: ' 496-9121 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'Fits the same bracket.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save replacement' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(sent(fetch, 1)).toEqual({
      url: '/api/editor/supersession/719-1865',
      method: 'PUT',
      body: { ReplacedBy: '496-9121', Note: 'Fits the same bracket.' },
    });
    expect(screen.getByText('Buyers are offered 872-2243.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it("shows the server's refusal of a loop under the number, and a blank number before sending", async () => {
    const loop = SupersessionMessage.loop(['719-1865', '872-2243', '719-1865']);
    const fetch = stubServer(
      json(notReplaced),
      json({ Successful: false, Message: loop, Errors: { ReplacedBy: [loop] } }, 400),
    );
    renderPanel(true);
    await screen.findByText('Not replaced');
    fireEvent.click(screen.getByRole('button', { name: 'Save replacement' }));
    expect(
      await screen.findByText('Catalog Number must be between 1 and 18 characters'),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.change(replacedBy(), { target: { value: '872-2243' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save replacement' }));
    expect(await screen.findByText(loop)).toBeTruthy();
    expect(replacedBy().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before removing the replacement, and keeps it on Cancel', async () => {
    const fetch = stubServer(json(replaced), json(notReplaced));
    renderPanel(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const ask = screen.getByRole('group', { name: 'Confirm removal' });
    expect(within(ask).getByText('Remove the replacement of 719-1865?')).toBeTruthy();
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Not replaced')).toBeTruthy();
    expect(sent(fetch, 1).method).toBe('DELETE');
    expect(replacedBy()).toHaveProperty('value', '');
  });

  it('says when the replacement could not be read, and reads it again', async () => {
    stubServer(
      json({ Successful: false, Message: SupersessionMessage.modelNotFound('719-1865') }, 404),
      json(notReplaced),
    );
    renderPanel(true);
    expect(await screen.findByText(/Model 719-1865 was not found\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Not replaced')).toBeTruthy();
  });
});
