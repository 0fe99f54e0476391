// @vitest-environment jsdom
import type { EditorValue, LibraryDocument, LibraryImage } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createField } from '../model/editor-factories.ts';
import { MediaField } from './media-field.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pump: LibraryImage = {
  ImageId: 7,
  ImageName: 'pump.png',
  FullPath: '/files/images/library/pump.png',
  ContentType: 'image/png',
  Width: 640,
  Height: 480,
  FolderId: null,
};
const guide: LibraryDocument = {
  DocumentId: 12,
  DocumentName: 'guide.pdf',
  FullPath: '/files/documents/library/guide.pdf',
  ContentType: 'application/pdf',
  FolderId: null,
};

/** The library knows image 7 and document 12; every other id is gone. */
function stubLibrary() {
  const fetch = vi.fn(async (url: string) => {
    const ids = new URL(url, 'http://localhost').searchParams.get('ids')?.split(',') ?? [];
    const known = url.startsWith('/api/media/images/by-id') ? [pump] : [guide];
    const List = known.filter((f) =>
      ids.includes(String('ImageId' in f ? f.ImageId : f.DocumentId)),
    );
    return new Response(JSON.stringify({ List }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderField(type: 'image' | 'image-list' | 'document', value: EditorValue) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const field = createField({
    EditorType: type,
    EntityPropertyName: 'ImageId',
    DisplayName: 'Photo',
  });
  render(
    <QueryClientProvider client={client}>
      <MediaField field={field} id="f" value={value} disabled={false} onChange={() => {}} />
    </QueryClientProvider>,
  );
}

describe('MediaField', () => {
  it('names a saved image with its thumbnail at its own shape', async () => {
    stubLibrary();
    renderField('image', 7);
    expect(await screen.findByText('pump.png')).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Photo' });
    expect(img.getAttribute('src')).toBe(pump.FullPath);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['64', '48']);
  });

  it('names every image of a list in one call and says which no longer exist', async () => {
    const fetch = stubLibrary();
    renderField('image-list', [36, 7]);
    expect(await screen.findByText('Image 36 no longer exists')).toBeTruthy();
    expect(screen.getByText('pump.png')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/media/images/by-id?ids=7%2C36');
  });

  it('names a saved document', async () => {
    stubLibrary();
    renderField('document', 12);
    expect(await screen.findByText('guide.pdf')).toBeTruthy();
  });

  it('says a saved document is gone', async () => {
    stubLibrary();
    renderField('document', 99);
    expect(await screen.findByText('Document 99 no longer exists')).toBeTruthy();
  });
});
