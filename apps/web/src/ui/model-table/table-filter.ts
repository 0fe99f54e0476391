import type { TableModel } from '@portal/domain';
import { cellText, cellValue, isNumericColumn, type TableColumn } from './table-columns.ts';

export const BLANK_LABEL = '[Blank]';

export interface ColumnFilter {
  /** Rows whose cell contains this text (case-insensitive); also narrows the facet list. */
  keyword: string;
  /** Selected facet values ('' is the blank value). */
  values: string[];
}

export type SortDirection = 'asc' | 'desc';

export interface TableFilterState {
  keyword: string;
  columns: Record<string, ColumnFilter>;
  sort: { key: string; direction: SortDirection } | null;
}

export const emptyFilterState: TableFilterState = { keyword: '', columns: {}, sort: null };

/**
 * A model with its cell texts, worked out once when first read, so filtering and facets only
 * compare strings. A table of 500 parts that nobody filters reads only the rows on screen.
 */
export interface IndexedRow {
  readonly model: TableModel;
  readonly texts: string[];
  readonly lowerTexts: string[];
  /** Lower-case text of the keyword-searchable cells, joined. */
  readonly searchText: string;
  /** Sort keys per column: a number for numeric columns, else the text; null when blank. */
  readonly sortKeys: (number | string | null)[];
}

function sortKey(model: TableModel, column: TableColumn, text: string): number | string | null {
  if (!isNumericColumn(column)) return text === '' ? null : text;
  const value = cellValue(model, column);
  if (typeof value !== 'number' || (column.kind === 'price' && value <= 0)) return null;
  return value;
}

class LazyRow implements IndexedRow {
  #texts?: string[];
  #lowerTexts?: string[];
  #searchText?: string;
  #sortKeys?: (number | string | null)[];

  constructor(
    readonly model: TableModel,
    private readonly columns: TableColumn[],
    private readonly searchable: boolean[],
  ) {}

  get texts(): string[] {
    return (this.#texts ??= this.columns.map((c) => cellText(this.model, c)));
  }

  get lowerTexts(): string[] {
    return (this.#lowerTexts ??= this.texts.map((t) => t.toLowerCase()));
  }

  get searchText(): string {
    return (this.#searchText ??= this.lowerTexts
      .filter((_, i) => this.searchable[i])
      .join('\u0000'));
  }

  get sortKeys(): (number | string | null)[] {
    return (this.#sortKeys ??= this.columns.map((c, i) =>
      sortKey(this.model, c, this.texts[i] ?? ''),
    ));
  }
}

export function indexRows(models: TableModel[], columns: TableColumn[]): IndexedRow[] {
  const searchable = columns.some((c) => c.searchable)
    ? columns.map((c) => !!c.searchable)
    : columns.map((c) => c.kind === 'model');
  return models.map((model) => new LazyRow(model, columns, searchable));
}

/** The filter value of a cell: its text, with blank prices ('Call for Pricing') as blank. */
const facetValue = (row: IndexedRow, i: number, column: TableColumn) =>
  column.kind === 'price' && row.sortKeys[i] === null ? '' : (row.texts[i] ?? '');

export interface Facet {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FilterResult {
  rows: IndexedRow[];
  /** Facet counts per column key; each counts the rows passing every other active filter. */
  counts: Map<string, Map<string, number>>;
}

interface ActiveFilter {
  index: number;
  column: TableColumn;
  keyword: string;
  values: Set<string> | null;
}

/**
 * The rows passing every filter. Facet counts are worked out when a column menu first reads
 * them: a row failing no filter counts towards every column's facets, a row failing exactly one
 * column filter only towards that column's.
 */
export function applyFilters(
  rows: IndexedRow[],
  columns: TableColumn[],
  state: TableFilterState,
): FilterResult {
  const keyword = state.keyword.trim().toLowerCase();
  const active: ActiveFilter[] = [];
  columns.forEach((column, index) => {
    const filter = state.columns[column.key];
    if (!filter) return;
    const columnKeyword = filter.keyword.trim().toLowerCase();
    if (!columnKeyword && filter.values.length === 0) return;
    active.push({
      index,
      column,
      keyword: columnKeyword,
      values: filter.values.length ? new Set(filter.values) : null,
    });
  });
  /** The filters a row fails, up to two (more would count towards no facet). */
  const failures = (row: IndexedRow): ActiveFilter[] => {
    const failed: ActiveFilter[] = [];
    for (const filter of active) {
      const passes =
        (!filter.keyword || (row.lowerTexts[filter.index] ?? '').includes(filter.keyword)) &&
        (!filter.values || filter.values.has(facetValue(row, filter.index, filter.column)));
      if (!passes && failed.push(filter) > 1) break;
    }
    return failed;
  };
  const matches = (row: IndexedRow) => !keyword || row.searchText.includes(keyword);
  const shown =
    !keyword && active.length === 0
      ? rows
      : rows.filter((row) => matches(row) && failures(row).length === 0);

  let counts: FilterResult['counts'] | undefined;
  const countFacets = (): FilterResult['counts'] => {
    const faceted = columns.map((c, i) => [c, i] as const).filter(([c]) => c.filterable);
    const result = new Map(faceted.map(([c]) => [c.key, new Map<string, number>()]));
    const bump = (row: IndexedRow, column: TableColumn, i: number) => {
      const map = result.get(column.key);
      if (!map) return;
      const value = facetValue(row, i, column);
      map.set(value, (map.get(value) ?? 0) + 1);
    };
    for (const row of rows) {
      if (!matches(row)) continue;
      const failed = failures(row);
      if (failed.length === 0) for (const [column, i] of faceted) bump(row, column, i);
      else if (failed.length === 1) bump(row, failed[0]!.column, failed[0]!.index);
    }
    return result;
  };
  return {
    rows: shown,
    get counts() {
      return (counts ??= countFacets());
    },
  };
}

/** The filters that hide a row: the keyword, and the keys of the column filters it fails. */
export function filtersHiding(
  row: IndexedRow,
  columns: TableColumn[],
  state: TableFilterState,
): { keyword: boolean; columns: string[] } {
  const hides = (part: Partial<TableFilterState>) =>
    applyFilters([row], columns, { ...emptyFilterState, ...part }).rows.length === 0;
  return {
    keyword: hides({ keyword: state.keyword }),
    columns: Object.entries(state.columns)
      .filter(([key, filter]) => hides({ columns: { [key]: filter } }))
      .map(([key]) => key),
  };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural order: 'A2' before 'A10', numbers numerically; blanks always last. */
export function compareKeys(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function sortRows(
  rows: IndexedRow[],
  columns: TableColumn[],
  sort: TableFilterState['sort'],
): IndexedRow[] {
  const index = sort ? columns.findIndex((c) => c.key === sort.key) : -1;
  if (!sort || index < 0) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = x.sortKeys[index] ?? null;
    const b = y.sortKeys[index] ?? null;
    if (a === null || b === null) return compareKeys(a, b);
    return sign * compareKeys(a, b);
  });
}

/**
 * The facet checkboxes of a column: every value of the table (narrowed by the column's
 * keyword), in natural order with blank last, with counts from `applyFilters`.
 */
export function columnFacets(
  rows: IndexedRow[],
  columns: TableColumn[],
  columnKey: string,
  state: TableFilterState,
  counts: FilterResult['counts'],
): Facet[] {
  const index = columns.findIndex((c) => c.key === columnKey);
  const column = columns[index];
  if (!column) return [];
  const filter = state.columns[columnKey];
  const keyword = (filter?.keyword ?? '').trim().toLowerCase();
  const selected = new Set(filter?.values ?? []);
  const values = new Set<string>();
  for (const row of rows) values.add(facetValue(row, index, column));
  const columnCounts = counts.get(columnKey);
  return [...values]
    .filter((v) => !keyword || v.toLowerCase().includes(keyword) || selected.has(v))
    .sort((a, b) => compareKeys(a === '' ? null : a, b === '' ? null : b))
    .map((value) => ({
      value,
      label: value === '' ? BLANK_LABEL : value,
      count: columnCounts?.get(value) ?? 0,
      selected: selected.has(value),
    }));
}

/**
 * The column filters a table applies: facet choices as they are, each column's keyword as it
 * was typed a debounce ago (`debounced`), so typing does not filter on every key; a keyword
 * cleared applies at once, as the table keyword does.
 */
export function appliedColumnFilters(
  typed: Record<string, ColumnFilter>,
  debounced: Record<string, ColumnFilter>,
): Record<string, ColumnFilter> {
  return Object.fromEntries(
    Object.entries(typed).map(([key, filter]) => [
      key,
      {
        values: filter.values,
        keyword: filter.keyword.trim() === '' ? '' : (debounced[key]?.keyword ?? ''),
      },
    ]),
  );
}

export const isFiltered = (state: TableFilterState): boolean =>
  state.keyword.trim() !== '' ||
  Object.values(state.columns).some((f) => f.keyword.trim() !== '' || f.values.length > 0);

export const columnIsFiltered = (filter: ColumnFilter | undefined): boolean =>
  !!filter && (filter.keyword.trim() !== '' || filter.values.length > 0);
