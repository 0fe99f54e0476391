import { describe, expect, it } from 'vitest';
import { documentActions, oversizeAlert } from './document-actions.ts';
import type { DocumentRow } from '../../api/documents/document-source.ts';

const doc = (Id: number, FileExtension = 'pdf', SectionCount?: number): DocumentRow => ({
  Id,
  Name: `${Id}.${FileExtension}`,
  FileExtension,
  CreateDate: '2026-01-01T00:00:00.000Z',
  Size: 100,
  ...(SectionCount === undefined ? {} : { SectionCount }),
});

describe('document actions', () => {
  const docs = [doc(1, 'pdf', 1), doc(2, 'pdf', 1), doc(3, 'png', 1), doc(4, 'pdf', 3)];

  it('clips only more than one selected PDF, at the manage level', () => {
    expect(documentActions(3, docs, new Set([1])).canClip).toBe(false);
    expect(documentActions(3, docs, new Set([1, 2])).canClip).toBe(true);
    expect(documentActions(3, docs, new Set([1, 3])).canClip).toBe(false);
    expect(documentActions(2, docs, new Set([1, 2])).canClip).toBe(false);
  });

  it('unclips one selected clipped document', () => {
    expect(documentActions(3, docs, new Set([4])).canUnclip).toBe(true);
    expect(documentActions(3, docs, new Set([1])).canUnclip).toBe(false);
    expect(documentActions(3, docs, new Set([4, 1])).canUnclip).toBe(false);
  });

  it('uploads from level 2 and deletes only at level 3', () => {
    expect(documentActions(1, docs, new Set([1]))).toMatchObject({
      canUpload: false,
      canDelete: false,
    });
    expect(documentActions(2, docs, new Set([1]))).toMatchObject({
      canUpload: true,
      canDelete: false,
    });
    expect(documentActions(3, docs, new Set([1]))).toMatchObject({
      canUpload: true,
      canDelete: true,
    });
  });

  it('offers no clipping where documents cannot be clipped, but still deletes', () => {
    const inquiryDocs = [doc(1), doc(2)];
    expect(documentActions(3, inquiryDocs, new Set([1, 2]), false)).toMatchObject({
      offersClipping: false,
      canClip: false,
      canUnclip: false,
      canDelete: true,
    });
    expect(documentActions(3, docs, new Set(), true).offersClipping).toBe(true);
  });

  it('alerts when a chosen file exceeds 15 MB', () => {
    expect(oversizeAlert([{ size: 15_728_640 }])).toBeNull();
    expect(oversizeAlert([{ size: 10 }, { size: 15_728_641 }])).toBe(
      'The file size exceeds the maximum of 15mb',
    );
  });
});
