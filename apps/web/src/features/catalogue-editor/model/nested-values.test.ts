import { describe, expect, it } from 'vitest';
import { createEditor, createField, createSection } from './editor-factories.ts';
import { defaultValueOf, sameValue } from './field-state.ts';
import { gridRow, moved, newObject, withFlag } from './nested-values.ts';

const level = ['CanRead', 'CanUpdate', 'CanCreate', 'CanDelete', 'CanExecute'] as const;
const narrow = ['CanRead', 'CanUpdate'] as const;

describe('nested values', () => {
  it('keeps only the grid rows that differ from the default, by role', () => {
    const ticked = withFlag([], 5, level, false, 'CanUpdate', true);
    // Updating needs reading.
    expect(ticked).toEqual([
      {
        RoleId: 5,
        CanRead: true,
        CanUpdate: true,
        CanCreate: false,
        CanDelete: false,
        CanExecute: false,
      },
    ]);
    const both = withFlag(ticked, 4, level, false, 'CanRead', true);
    expect(both.map((r) => r.RoleId)).toEqual([4, 5]);
    const back = withFlag(
      withFlag(ticked, 5, level, false, 'CanUpdate', false),
      5,
      level,
      false,
      'CanRead',
      false,
    );
    expect(back).toEqual([]);
  });

  it('shows a missing narrowing row ticked, and unticking read unticks update', () => {
    expect(gridRow([], 3, narrow, true)).toEqual({ CanRead: true, CanUpdate: true });
    expect(withFlag([], 3, narrow, true, 'CanRead', false)).toEqual([
      { RoleId: 3, CanRead: false, CanUpdate: false },
    ]);
    expect(
      withFlag(
        [{ RoleId: 3, CanRead: true, CanUpdate: false }],
        3,
        narrow,
        true,
        'CanUpdate',
        true,
      ),
    ).toEqual([]);
  });

  it('starts a new object at the sub editor defaults, its id empty', () => {
    const editor = createEditor({
      Sections: [
        createSection({
          Fields: [
            createField({ EntityPropertyName: 'EditorSectionId', EditorType: 'id' }),
            createField({
              EntityPropertyName: 'SectionType',
              EditorType: 'select',
              DefaultValue: 'Section',
            }),
            createField({
              EntityPropertyName: 'InFinder',
              EditorType: 'checkbox',
              DefaultValue: true,
            }),
            createField({ EntityPropertyName: 'Fields', EditorType: 'sub-editor-multiple' }),
          ],
        }),
      ],
    });
    expect(newObject(editor)).toEqual({
      EditorSectionId: null,
      SectionType: 'Section',
      InFinder: true,
      Fields: [],
    });
  });

  it('moves an entry by one place, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('compares objects and lists of them by content and order; their defaults are empty', () => {
    expect(sameValue([{ A: 1 }, { B: 2 }], [{ A: 1 }, { B: 2 }])).toBe(true);
    expect(sameValue([{ A: 1 }, { B: 2 }], [{ B: 2 }, { A: 1 }])).toBe(false);
    expect(sameValue({ A: 'x' }, { A: 'y' })).toBe(false);
    expect(sameValue([3, 1], [1, 3])).toBe(true);
    expect(sameValue([], undefined)).toBe(true);
    expect(defaultValueOf({ EditorType: 'sub-editor-multiple', DefaultValue: null })).toEqual([]);
    expect(defaultValueOf({ EditorType: 'role-permission', DefaultValue: null })).toEqual([]);
    expect(defaultValueOf({ EditorType: 'sub-editor', DefaultValue: null })).toBeNull();
  });
});
