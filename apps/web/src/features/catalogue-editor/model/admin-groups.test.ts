import { describe, expect, it } from 'vitest';
import { groupKey, groupNode, groupOfKey, groupSearch, isAdminEntity } from './admin-groups.ts';

describe('the sites, catalogues and divisions groups', () => {
  it('names a group by a key no item has, and reads it back', () => {
    expect(groupKey('Site')).toBe('group:Site');
    expect(groupOfKey('group:Catalog')).toBe('Catalog');
    expect(groupOfKey('Division')).toBe('Division');
    expect(groupOfKey('group:Product')).toBeNull();
    expect(groupOfKey('Site-3')).toBeNull();
    expect(groupOfKey(null)).toBeNull();
  });

  it('tells the entities kept outside the catalogue', () => {
    expect(isAdminEntity('Site')).toBe(true);
    expect(isAdminEntity('Category')).toBe(false);
  });

  it('addresses a group', () => {
    expect(groupSearch('Division')).toBe('?group=Division');
  });

  it('opens before its items are read, and lists them once they are', () => {
    expect(groupNode('Site', undefined)).toMatchObject({ label: 'Sites', childCount: 1 });
    const node = groupNode('Site', [
      {
        EntityName: 'Site',
        EntityLevel: 0,
        Id: 2,
        Name: 'parts',
        DisplayName: 'Parts Site',
        IsPreview: false,
        Visible: true,
        ChildCount: 0,
      },
    ]);
    expect(node.childCount).toBe(1);
    expect(node.children[0]).toMatchObject({ key: 'Site-2', label: 'Parts Site', childCount: 0 });
  });
});
