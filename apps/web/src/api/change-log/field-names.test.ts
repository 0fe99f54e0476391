import { describe, expect, it } from 'vitest';
import { fieldDisplayNames, fieldLabel } from './field-names.ts';

describe('a change log field by its display name', () => {
  const names = fieldDisplayNames([
    {
      EntityName: 'Product',
      Sections: [
        { Fields: [{ EntityPropertyName: 'IsPreview', DisplayName: 'Preview Only' }] },
        { Fields: [{ EntityPropertyName: 'Sites', DisplayName: 'Sites' }] },
      ],
    },
    {
      EntityName: 'Site',
      Sections: [
        { Fields: [{ EntityPropertyName: 'BrowserTitle', DisplayName: 'Browser Title' }] },
      ],
    },
  ]);

  it('names the field as its entity’s editor does', () => {
    expect(fieldLabel(names, 'Product', 'IsPreview')).toBe('Preview Only');
    expect(fieldLabel(names, 'Site', 'BrowserTitle')).toBe('Browser Title');
  });

  it('keeps the property name of a field the definitions do not know', () => {
    expect(fieldLabel(names, 'Category', 'IsPreview')).toBe('IsPreview');
    expect(fieldLabel(undefined, 'Product', 'IsPreview')).toBe('IsPreview');
  });
});
