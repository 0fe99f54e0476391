// @vitest-environment jsdom
import type { ContentEntry, ContentKind, ContentValues } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFetchSource } from '../../../../api/request-fetch.ts';
import { createEditor } from '../../model/editor-factories.ts';
import { ContentRows } from './content-rows.tsx';

const row = (kind: ContentKind, Id: number, Values: ContentValues): ContentEntry => ({
  Kind: kind,
  Id,
  ParentId: 12,
  Version: `v${Id}`,
  Values,
});
const features = [
  row('feature', 5, { Text: 'Quiet fan', OrderBy: 0 }),
  row('feature', 6, { Text: 'Steel case', OrderBy: 1 }),
  row('feature', 7, { Text: 'Two-year warranty', OrderBy: 2 }),
];

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** Answers every call with the status and body given, and records what was sent. */
function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  setFetchSource(() => async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    // The content read after a change: not what these tests look at.
    if (method === 'GET') return new Response('null', { status: 404 });
    return new Response(JSON.stringify(body), { status });
  });
  return sent;
}
const written = (sent: Sent[]) => sent.filter((s) => s.method !== 'GET');

function renderRows(rows: ContentEntry[] = features, kind: ContentKind = 'feature') {
  const onDirtyChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContentRows
        kind={kind}
        productId={12}
        parentId={12}
        rows={rows}
        permission={createEditor().EffectivePermission}
        title="Features"
        empty="No features yet."
        tables={[{ value: '40', label: 'Parts' }]}
        onDirtyChange={onDirtyChange}
      />
    </QueryClientProvider>,
  );
  return onDirtyChange;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const textField = (name: RegExp) => screen.getByRole('textbox', { name });

afterEach(() => {
  cleanup();
  setFetchSource(() => fetch);
});

describe('ContentRows', () => {
  it('edits a row in place and saves only the change, at the version read', async () => {
    const sent = answer(200, { ...features[0], Version: 'v9', Values: { Text: 'Silent fan' } });
    const onDirtyChange = renderRows();
    fireEvent.click(button('Edit feature Quiet fan'));
    fireEvent.change(textField(/^Text/), { target: { value: 'Silent fan' } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(written(sent)).toHaveLength(1));
    expect(written(sent)[0]).toEqual({
      method: 'PUT',
      url: '/api/editor/content/feature/5',
      body: { Version: 'v5', Values: { Text: 'Silent fan' } },
    });
    // The form closes; the tab has nothing unsaved.
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the domain’s message under a field and sends nothing', async () => {
    const sent = answer(200, {});
    renderRows();
    fireEvent.click(button('Edit feature Steel case'));
    fireEvent.change(textField(/^Text/), { target: { value: '  ' } });
    expect(screen.getByText('Text is required.')).toBeTruthy();
    expect(textField(/^Text/).getAttribute('aria-describedby')).toBe(
      'content-feature-6-Text-errors',
    );
    fireEvent.click(button('Save'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written(sent)).toEqual([]);
  });

  it('puts the server’s 400 messages under the fields it refused', async () => {
    answer(400, {
      Message: 'Please correct the fields marked in red.',
      Errors: { Text: ['That text is already a feature.'] },
    });
    renderRows();
    fireEvent.click(button('Add feature'));
    fireEvent.change(textField(/^Text/), { target: { value: 'Steel case' } });
    fireEvent.click(button('Add'));
    expect(await screen.findByText('That text is already a feature.')).toBeTruthy();
    expect(screen.getByText('Please correct the fields marked in red.')).toBeTruthy();
  });

  it('sends the new order when a row moves, and keeps the focus on its button', async () => {
    const sent = answer(200, { List: [] });
    renderRows();
    const down = button('Move feature Quiet fan down');
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(written(sent)).toHaveLength(1));
    expect(written(sent)[0]).toEqual({
      method: 'PUT',
      url: '/api/editor/content/feature/order',
      body: { ParentId: 12, Ids: [6, 5, 7] },
    });
    await waitFor(() => expect(document.activeElement).toBe(down));
    expect(button('Move feature Quiet fan up')).toHaveProperty('disabled', true);
    expect(button('Move feature Two-year warranty down')).toHaveProperty('disabled', true);
  });

  it('deletes only after the confirmation, and shows the server’s 409 message', async () => {
    const sent = answer(409, {
      Message: 'This section still has items under it; delete those first.',
    });
    renderRows();
    fireEvent.click(button('Delete feature Steel case'));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog.textContent).toContain("Delete feature 'Steel case'?");
    expect(written(sent)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(written(sent)).toHaveLength(1));
    expect(written(sent)[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/editor/content/feature/6?version=v6',
    });
    expect(
      await screen.findByText('This section still has items under it; delete those first.'),
    ).toBeTruthy();
    expect(button('Reload')).toBeTruthy();
  });

  it('says a save over someone else’s is refused, with a Reload', async () => {
    answer(409, { Message: 'Someone else saved this item after you opened it.' });
    renderRows();
    fireEvent.click(button('Edit feature Quiet fan'));
    fireEvent.change(textField(/^Text/), { target: { value: 'Silent fan' } });
    fireEvent.click(button('Save'));
    expect(
      await screen.findByText('Someone else saved this item after you opened it.'),
    ).toBeTruthy();
    fireEvent.click(button('Reload'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Text/ })).toBeNull());
  });

  it('shows an item only its type’s fields', () => {
    answer(200, {});
    renderRows(
      [
        row('item', 3, {
          SectionItemType: 'ModelTable',
          SectionTableId: 40,
          Cols: 12,
          Visible: true,
        }),
      ],
      'item',
    );
    fireEvent.click(button(/^Edit item ModelTable/));
    expect(screen.getByRole('combobox', { name: /^Section table/ })).toHaveProperty('value', '40');
    expect(screen.queryByRole('textbox', { name: /^Spin viewer URL/ })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: /^Item type/ }), {
      target: { value: 'SpinSirv' },
    });
    expect(screen.queryByRole('combobox', { name: /^Section table/ })).toBeNull();
    fireEvent.change(textField(/^Spin viewer URL/), { target: { value: 'http://spin' } });
    expect(screen.getByText('A SpinSirv item needs an https Url.')).toBeTruthy();
  });

  it('opens a row on its first field and gives the focus back to its Edit on Cancel', async () => {
    answer(200, {});
    renderRows();
    fireEvent.click(button('Edit feature Quiet fan'));
    await waitFor(() => expect(document.activeElement).toBe(textField(/^Text/)));
    fireEvent.click(button('Cancel'));
    await waitFor(() => expect(document.activeElement).toBe(button('Edit feature Quiet fan')));
  });

  it('says when there are no rows yet', () => {
    answer(200, {});
    renderRows([]);
    expect(screen.getByText('No features yet.')).toBeTruthy();
  });
});
