import { describe, expect, it } from 'vitest';
import { DocumentLevel } from '../order-document.ts';
import { readerDocumentLevel } from './document-level.ts';

const orders = (CanWrite: number, CanDelete: number) => [
  { ModuleId: 1, ModuleName: 'Orders', CanRead: 9, CanWrite, CanDelete, CanExecute: 0 },
];

describe('readerDocumentLevel', () => {
  it('gives a guest the site level', () => {
    expect(readerDocumentLevel(DocumentLevel.Manage, null)).toBe(DocumentLevel.Manage);
  });

  it('limits a signed-in reader without the write flag to viewing', () => {
    expect(readerDocumentLevel(DocumentLevel.Manage, orders(0, 9))).toBe(DocumentLevel.View);
  });

  it('lets the write flag upload and only the delete flag manage', () => {
    expect(readerDocumentLevel(DocumentLevel.Manage, orders(9, 0))).toBe(DocumentLevel.Upload);
    expect(readerDocumentLevel(DocumentLevel.Manage, orders(9, 9))).toBe(DocumentLevel.Manage);
  });

  it('never raises the site level', () => {
    expect(readerDocumentLevel(DocumentLevel.View, orders(9, 9))).toBe(DocumentLevel.View);
    expect(readerDocumentLevel(DocumentLevel.None, orders(9, 9))).toBe(DocumentLevel.None);
  });

  it('lets a reader without Orders flags at most view', () => {
    expect(readerDocumentLevel(DocumentLevel.Manage, [])).toBe(DocumentLevel.View);
  });
});
