import { describe, expect, it } from 'vitest';
import { contentFieldsOf } from './content-fields.ts';
import {
  changedContent,
  contentErrors,
  fromControl,
  rowSummary,
  toControl,
  withTypeFields,
} from './content-values.ts';

const field = (kind: 'item' | 'feature', name: string, values = {}) =>
  contentFieldsOf(kind, values).find((f) => f.name === name)!;

describe('content values', () => {
  it('carries list lines as one text and a table id as a select’s text', () => {
    const lines = field('item', 'ListItems', { SectionItemType: 'List' });
    expect(toControl(lines, ['One', 'Two'])).toBe('One\nTwo');
    expect(fromControl(lines, 'One\nTwo')).toEqual(['One', 'Two']);
    expect(fromControl(lines, '')).toBeNull();
    const table = field('item', 'SectionTableId', { SectionItemType: 'ModelTable' });
    expect(toControl(table, 40)).toBe('40');
    expect(fromControl(table, '40')).toBe(40);
  });

  it('sends a blank optional text as nothing and keeps a blank required one to refuse it', () => {
    expect(fromControl(field('item', 'Caption'), ' ')).toBeNull();
    expect(fromControl(field('feature', 'Text'), '')).toBe('');
    expect(contentErrors('feature', { Text: '' })).toEqual({ Text: ['Text is required.'] });
  });

  it('shows an item only its type’s own fields', () => {
    const names = contentFieldsOf('item', { SectionItemType: 'Image' }).map((f) => f.name);
    expect(names).toContain('ImageId');
    expect(names).not.toContain('RichText');
  });

  it('empties the other types’ fields when an item changes type', () => {
    const values = withTypeFields({
      SectionItemType: 'SpinSirv',
      RichText: '<p>x</p>',
      Url: 'https://a',
    });
    expect(values).toMatchObject({ RichText: null, Url: 'https://a' });
  });

  it('sends only what differs from the saved row', () => {
    expect(changedContent({ Text: 'a', OrderBy: 1 }, { Text: 'a', OrderBy: 2 })).toEqual({
      OrderBy: 2,
    });
  });

  it('sums a rich-text item up by its text', () => {
    expect(
      rowSummary('item', { SectionItemType: 'RichText', RichText: '<p>Hello <b>you</b></p>' }, 3),
    ).toBe('RichText: Hello you');
    expect(rowSummary('table', { DisplayName: null }, 8)).toBe('Section table 8');
  });
});
