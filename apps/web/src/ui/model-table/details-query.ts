import type { SectionTable } from '@portal/domain';

/** How the model viewer names an unnamed table, used for the query too. */
export const DEFAULT_TABLE_NAME = 'Default Section Table';

export const tableName = (table: Pick<SectionTable, 'DisplayName'>): string =>
  table.DisplayName?.trim() || DEFAULT_TABLE_NAME;

/**
 * The catalogue number whose panel is open in this table: the query names the table (or
 * names none, as a bare `catalogNumber` link does, and the table holds the model).
 */
export function selectedInTable(
  query: { sectionTable: string | null; catalogNumber: string | null },
  name: string,
  catalogNumbers: () => Iterable<string>,
): string | null {
  const { sectionTable, catalogNumber } = query;
  if (!catalogNumber) return null;
  if (sectionTable !== null) return sectionTable === name ? catalogNumber : null;
  for (const number of catalogNumbers()) if (number === catalogNumber) return catalogNumber;
  return null;
}
