// @vitest-environment jsdom
import type { EntityPermission, LibraryImagePage, MediaFolderTree } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaLibraryPicker } from './media-library-picker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const all: EntityPermission = {
  EntityLevel: 6,
  CanRead: true,
  CanUpdate: true,
  CanCreate: true,
  CanDelete: true,
  CanExecute: false,
};
const folder = (FolderId: number, FolderName: string, FileCount = 0) => ({
  FolderId,
  FolderName,
  ParentFolderId: null as number | null,
  FileCount,
  children: [] as MediaFolderTree['List'],
});
const treeOf = (Permission: EntityPermission): MediaFolderTree => ({
  RootFileCount: 1,
  Permission,
  List: [
    { ...folder(3, 'Pumps'), children: [{ ...folder(4, 'Seals', 2), ParentFolderId: 3 }] },
    folder(5, 'Valves'),
  ],
});
const page: LibraryImagePage = {
  List: [
    {
      ImageId: 7,
      ImageName: 'pump.png',
      FullPath: '/files/images/library/a.png',
      ContentType: 'image/png',
      Width: 640,
      Height: 480,
      FolderId: null,
    },
  ],
  Next: null,
};

type Call = { url: string; method: string; body: unknown };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The library's answers; a change answers `changed` (a refusal when given a status). */
function stubLibrary(permission = all, changed: { status: number; body: unknown } | null = null) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method !== 'GET') {
        calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : null });
        if (changed) return json(changed.body, changed.status);
        return json(method === 'DELETE' ? { Successful: true } : folder(3, 'Motors'));
      }
      if (url.startsWith('/api/media/folders')) return json(treeOf(permission));
      if (url.includes('folderId=')) return json({ List: [], Next: null });
      return json(page);
    }),
  );
  return calls;
}

function renderPicker() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MediaLibraryPicker kind="image" open onClose={() => {}} onChoose={() => {}} />
    </QueryClientProvider>,
  );
}

const openFolder = async (name: RegExp) =>
  fireEvent.click(await screen.findByRole('button', { name }));

describe('managing the library in the picker', () => {
  it('offers no change to a caller who may only read', async () => {
    stubLibrary({ ...all, CanUpdate: false, CanCreate: false, CanDelete: false });
    renderPicker();
    await openFolder(/Pumps/);
    fireEvent.click(await screen.findByRole('button', { name: /All files/ }));
    fireEvent.click(await screen.findByRole('button', { name: /pump\.png/ }));
    for (const name of [/Rename/, /Move/, /Delete/, /New folder/, /Upload/])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('renames the open folder, and Escape leaves the form for the actions', async () => {
    const calls = stubLibrary();
    renderPicker();
    await openFolder(/Pumps/);
    fireEvent.click(screen.getByRole('button', { name: 'Rename…' }));
    const input = screen.getByLabelText('Rename “Pumps”');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename…' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rename…' }));
    fireEvent.change(screen.getByLabelText('Rename “Pumps”'), { target: { value: 'Motors' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { url: '/api/media/folders/3', method: 'PUT', body: { FolderName: 'Motors' } },
      ]),
    );
  });

  it('shows why a rename was refused', async () => {
    const Message = 'A folder of that name is already there; choose another name.';
    stubLibrary(all, { status: 409, body: { Successful: false, Message } });
    renderPicker();
    await openFolder(/Pumps/);
    fireEvent.click(screen.getByRole('button', { name: 'Rename…' }));
    fireEvent.change(screen.getByLabelText('Rename “Pumps”'), { target: { value: 'Valves' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(Message)).toBeTruthy();
  });

  it('moves a folder into another, never offering a place inside itself', async () => {
    const calls = stubLibrary();
    renderPicker();
    await openFolder(/Pumps/);
    fireEvent.click(screen.getByRole('button', { name: 'Move…' }));
    const select = screen.getByLabelText('Move “Pumps” to');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['The top level', 'Valves']);
    fireEvent.change(select, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { url: '/api/media/folders/3', method: 'PUT', body: { ParentFolderId: 5 } },
      ]),
    );
  });

  it('deletes an empty folder after asking, and offers no delete for one with files', async () => {
    const calls = stubLibrary();
    renderPicker();
    await openFolder(/Seals/);
    expect(screen.queryByRole('button', { name: 'Delete folder' })).toBeNull();
    expect(screen.getByText('Only an empty folder can be deleted.')).toBeTruthy();
    await openFolder(/Valves/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder' });
    expect(within(dialog).getByText('Delete the folder “Valves”?')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls).toEqual([{ url: '/api/media/folders/5', method: 'DELETE', body: null }]),
    );
  });

  it("deletes the chosen file after asking, and shows the server's refusal while it is used", async () => {
    const Message = 'This image is still used by product used-pump; choose another there first.';
    const calls = stubLibrary(all, { status: 409, body: { Successful: false, Message } });
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: /pump\.png/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete image' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Message)).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/media/images/7', method: 'DELETE', body: null }]);
  });
});
