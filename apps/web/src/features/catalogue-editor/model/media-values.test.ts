import { describe, expect, it } from 'vitest';
import { chosenValue, isMediaList, mediaIds, mediaKindOf, moveId } from './media-values.ts';

describe('image and document fields', () => {
  it('takes images for the image types and documents for the rest', () => {
    expect(mediaKindOf('thumbnail')).toBe('image');
    expect(mediaKindOf('image-list')).toBe('image');
    expect(mediaKindOf('document-link')).toBe('document');
    expect(isMediaList('image-list')).toBe(true);
    expect(isMediaList('image')).toBe(false);
  });

  it('moves an id up or down, and not past either end', () => {
    expect(moveId([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(mediaIds(null)).toEqual([]);
  });

  it('saves a path where the field holds one, else the id', () => {
    const chosen = { id: 9, FullPath: '/files/images/logo.svg' };
    expect(chosenValue('/files/old.svg', 'LogoPath', chosen)).toBe('/files/images/logo.svg');
    expect(chosenValue(null, 'FaviconPath', chosen)).toBe('/files/images/logo.svg');
    expect(chosenValue(36, 'Thumbnail', chosen)).toBe(9);
    expect(chosenValue(null, 'Thumbnail', chosen)).toBe(9);
  });
});
