import { describe, expect, it } from 'vitest';
import { changedByLabel, editorLinkOf, logFilterOf } from './log-filter.ts';

describe('logFilterOf', () => {
  it('reads the subjects and the filters of the address', () => {
    const query = new URLSearchParams('productId=12&field=DisplayName&action=Updated&user=eden');
    expect(logFilterOf(query)).toEqual({
      productId: 12,
      field: 'DisplayName',
      action: 'Updated',
      user: 'eden',
    });
  });

  it('leaves out what the server would refuse', () => {
    const query = new URLSearchParams('categoryId=abc&productId=0&action=Renamed&keyword=%20%20');
    expect(logFilterOf(query)).toEqual({});
  });
});

describe('editorLinkOf', () => {
  it('links the tree levels to the editor and nothing else', () => {
    expect(editorLinkOf('Product', 12)).toBe('/?entity=Product&id=12');
    expect(editorLinkOf('Model', 3)).toBeNull();
  });
});

describe('changedByLabel', () => {
  it('names the reviewer of a change applied from a change request', () => {
    expect(changedByLabel({ UserName: 'Morgan Proposer', ApprovedBy: 'Robin Reviewer' })).toBe(
      'Morgan Proposer (approved by Robin Reviewer)',
    );
    expect(changedByLabel({ UserName: 'Eden Editor', ApprovedBy: null })).toBe('Eden Editor');
  });
});
