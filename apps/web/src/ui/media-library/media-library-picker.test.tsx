// @vitest-environment jsdom
import type { LibraryImagePage, MediaFolderTree } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaLibraryPicker } from './media-library-picker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tree: MediaFolderTree = {
  RootFileCount: 1,
  Permission: {
    EntityLevel: 6,
    CanRead: true,
    CanUpdate: true,
    CanCreate: true,
    CanDelete: true,
    CanExecute: false,
  },
  List: [{ FolderId: 3, FolderName: 'Pumps', ParentFolderId: null, FileCount: 0, children: [] }],
};
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

/** The library's answers: the tree, the top level's page, and an empty folder. */
function stubLibrary() {
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/media/folders')) return answer(tree);
      if (url.includes('folderId=3')) return answer({ List: [], Next: null });
      return answer(page);
    }),
  );
}

function renderPicker(onChoose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MediaLibraryPicker kind="image" open onClose={() => {}} onChoose={onChoose} />
    </QueryClientProvider>,
  );
  return onChoose;
}

describe('MediaLibraryPicker', () => {
  it('shows thumbnails with their size and hands the chosen image over', async () => {
    stubLibrary();
    const onChoose = renderPicker();
    const tile = await screen.findByRole('button', { name: /pump\.png/ });
    expect(screen.getByText('640 × 480')).toBeTruthy();
    const img = tile.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['160', '120']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose' }).disabled).toBe(true);
    fireEvent.click(tile);
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ kind: 'image', id: 7 }));
  });

  it('says so when a folder is empty', async () => {
    stubLibrary();
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: /Pumps/ }));
    expect(await screen.findByText(/This folder holds no images yet/)).toBeTruthy();
  });
});
