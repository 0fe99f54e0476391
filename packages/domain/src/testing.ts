import type { LayoutColumn } from './section.ts';

/**
 * A layout column for tests of the table rules (web table, spreadsheet, domain): a sortable,
 * filterable, searchable String column named after its property.
 */
export const layoutColumn = (
  id: number,
  PropertyName: string,
  extra: Partial<LayoutColumn> = {},
): LayoutColumn => ({
  SectionTableLayoutColumnId: id,
  EntityName: 'Model',
  EntityPropertyName: null,
  ParentPropertyName: null,
  PropertyName,
  Name: PropertyName,
  DisplayName: PropertyName,
  DisplayDescription: null,
  SortBy: true,
  FilterBy: true,
  KeywordSearchBy: true,
  ShowOnMobile: false,
  PropertyType: 'String',
  OverrideProperty: null,
  FormatType: null,
  FormatValue: null,
  OrderBy: id,
  ...extra,
});
