import type { MediaFolder } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  documentTypeText,
  findFolder,
  fittedSize,
  folderRows,
  imageItem,
  isEmptyFolder,
  moveTargets,
  sizeText,
  uploadProblem,
} from './media-items.ts';

const folder = (
  FolderId: number,
  FolderName: string,
  children: MediaFolder[] = [],
): MediaFolder => ({
  FolderId,
  FolderName,
  ParentFolderId: null,
  FileCount: 0,
  children,
});

describe('the media library picker', () => {
  it('lists folders with their depth, parents first', () => {
    const rows = folderRows([
      folder(1, 'Pumps', [folder(2, 'Seals', [folder(3, 'Small')])]),
      folder(4, 'Valves'),
    ]);
    expect(rows.map((r) => [r.folder.FolderName, r.depth])).toEqual([
      ['Pumps', 0],
      ['Seals', 1],
      ['Small', 2],
      ['Valves', 0],
    ]);
  });

  it('fits a thumbnail in its box without enlarging it', () => {
    expect(fittedSize(640, 480, 160)).toEqual({ width: 160, height: 120 });
    expect(fittedSize(100, 400, 160)).toEqual({ width: 40, height: 160 });
    expect(fittedSize(20, 10, 160)).toEqual({ width: 20, height: 10 });
    expect(sizeText(640, 480)).toBe('640 × 480');
  });

  it('refuses a file by its name or size before sending it', () => {
    expect(uploadProblem('image', { name: 'a.PNG', size: 10 })).toBeNull();
    expect(uploadProblem('image', { name: 'a.pdf', size: 10 })).toBe(
      'Only PNG, JPEG, GIF, WebP and SVG images can be uploaded.',
    );
    expect(uploadProblem('document', { name: 'm.pdf', size: 16_000_000 })).toBe(
      'The file size exceeds the maximum of 15mb',
    );
    expect(uploadProblem('document', { name: 'm.docx', size: 0 })).toBe('Choose a file to upload.');
    expect(acceptOf('document')).toBe('.pdf,.docx,.xlsx,.doc,.xls');
  });

  it('gives the chosen item its kind, id and name', () => {
    const item = imageItem({
      ImageId: 7,
      ImageName: 'pump.png',
      FullPath: '/files/images/library/a.png',
      ContentType: 'image/png',
      Width: 640,
      Height: 480,
      FolderId: null,
    });
    expect(item).toMatchObject({ kind: 'image', id: 7, name: 'pump.png', Width: 640 });
    expect(
      documentTypeText('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ).toBe('Excel');
  });
});

describe('managing folders', () => {
  const tree = [
    folder(1, 'Pumps', [folder(2, 'Seals', [folder(3, 'Small')])]),
    folder(4, 'Valves'),
  ];

  it('finds a folder at any depth', () => {
    expect(findFolder(tree, 3)?.FolderName).toBe('Small');
    expect(findFolder(tree, 9)).toBeUndefined();
  });

  it('offers every folder but the one moving and those below it as a place to move to', () => {
    const seals = findFolder(tree, 2)!;
    expect(moveTargets(tree, seals).map((r) => r.folder.FolderName)).toEqual(['Pumps', 'Valves']);
  });

  it('calls a folder empty only without files and folders', () => {
    expect(isEmptyFolder(folder(5, 'New'))).toBe(true);
    expect(isEmptyFolder(findFolder(tree, 2)!)).toBe(false);
    expect(isEmptyFolder({ ...folder(6, 'Full'), FileCount: 2 })).toBe(false);
  });
});
