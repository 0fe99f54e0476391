import {
  FINDER_MAX_FILTERS,
  FINDER_MAX_VALUE_LENGTH,
  type FinderField,
  type FinderFilter,
} from '@portal/domain';

/** One filter row of the Search and Filter tab as the user edits it. */
export interface FilterRow {
  /** Stable while the row lives: React's key and where errors attach. */
  id: number;
  /** The chosen field's key ('EntityName.EntityPropertyName'); '' until one is chosen. */
  field: string;
  value: string;
  /** Does not contain (or, with Blank only, not blank). */
  negate: boolean;
  /** Blank only: the value is ignored. */
  blank: boolean;
}

export type RowEdit = Partial<Pick<FilterRow, 'value' | 'negate' | 'blank'>>;

/** A message under a row and the control it concerns. */
export interface RowError {
  message: string;
  control: 'field' | 'value';
}
export type RowErrors = Record<number, RowError>;

type Named = Pick<FinderField, 'EntityName' | 'EntityPropertyName'>;

/** How a field is named in a row, in the request and in a result's Values. */
export const fieldKey = (f: Named): string => `${f.EntityName}.${f.EntityPropertyName}`;

export const fieldOf = (fields: readonly FinderField[], key: string): FinderField | undefined =>
  fields.find((f) => fieldKey(f) === key);

const emptyRow = (id: number): FilterRow => ({
  id,
  field: '',
  value: '',
  negate: false,
  blank: false,
});

/** The tab starts with one empty row. */
export const initialRows = (): FilterRow[] => [emptyRow(1)];

export const canAddRow = (rows: readonly FilterRow[]): boolean => rows.length < FINDER_MAX_FILTERS;

/** Add Filter: an empty row at the end, up to FINDER_MAX_FILTERS. */
export function addRow(rows: readonly FilterRow[]): FilterRow[] {
  if (!canAddRow(rows)) return [...rows];
  const id = Math.max(0, ...rows.map((r) => r.id)) + 1;
  return [...rows, emptyRow(id)];
}

/** Removes a row; the last one left is emptied instead, so there is always a row. */
export function removeRow(rows: readonly FilterRow[], id: number): FilterRow[] {
  const rest = rows.filter((r) => r.id !== id);
  return rest.length > 0 ? rest : [emptyRow(id)];
}

/** Another field: the value of the previous one means nothing to it. */
export const chooseField = (rows: readonly FilterRow[], id: number, field: string): FilterRow[] =>
  rows.map((r) => (r.id === id ? { ...r, field, value: r.field === field ? r.value : '' } : r));

export const editRow = (rows: readonly FilterRow[], id: number, edit: RowEdit): FilterRow[] =>
  rows.map((r) => (r.id === id ? { ...r, ...edit } : r));

export interface FieldGroup {
  label: string;
  fields: FinderField[];
}

/**
 * The fields by editor section, in the order the server lists them. A section name that two
 * entities share is told apart by the entity.
 */
export function fieldGroups(fields: readonly FinderField[]): FieldGroup[] {
  const groups = new Map<string, { section: string; entity: string; fields: FinderField[] }>();
  for (const f of fields) {
    const key = `${f.EntityName}\u0000${f.EditorSectionName}`;
    const group = groups.get(key) ?? {
      section: f.EditorSectionName,
      entity: f.EntityName,
      fields: [],
    };
    group.fields.push(f);
    groups.set(key, group);
  }
  const all = [...groups.values()];
  const shared = (section: string) => all.filter((g) => g.section === section).length > 1;
  return all.map((g) => ({
    label: shared(g.section) ? `${g.section} (${g.entity})` : g.section,
    fields: g.fields,
  }));
}

export interface ValueOption {
  value: string;
  label: string;
}

/** A text box, or a select: Yes/No for a yes/no field, the field's choices when it has some. */
export type ValueInput =
  { kind: 'text'; numeric: boolean } | { kind: 'select'; options: ValueOption[] };

const yesNo: ValueOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export function valueInputOf(field: FinderField | undefined): ValueInput {
  if (field?.ValueType === 'Boolean') return { kind: 'select', options: yesNo };
  if (field && field.Values.length > 0)
    return {
      kind: 'select',
      options: field.Values.map((v) => ({ value: v.Value, label: v.DisplayName || v.Value })),
    };
  return { kind: 'text', numeric: field?.ValueType === 'Number' };
}

/** A value of a result as the row shows it: Yes/No, a choice's name, else the text. */
export function shownValue(
  field: FinderField | undefined,
  text: string | null | undefined,
): string {
  if (text === null || text === undefined) return '';
  const option = valueInputOf(field);
  if (option.kind === 'text') return text;
  return option.options.find((o) => o.value === text)?.label ?? text;
}

/** The server's words for a refused row (decision 157). */
function rowProblem(row: FilterRow, field: FinderField): RowError | null {
  const name = field.DisplayName;
  if (row.blank) return null;
  const value = row.value.trim();
  if (value === '')
    return { message: `Enter a value for ${name}, or choose Blank only.`, control: 'value' };
  if (value.length > FINDER_MAX_VALUE_LENGTH)
    return {
      message: `Value must be at most ${FINDER_MAX_VALUE_LENGTH} characters`,
      control: 'value',
    };
  if (field.ValueType === 'Boolean' && value !== 'true' && value !== 'false')
    return { message: `${name} must be true or false.`, control: 'value' };
  return null;
}

export type PreparedSearch =
  | { ok: true; filters: FinderFilter[]; rowIds: number[] }
  | { ok: false; rowErrors: RowErrors; formError: string | null };

/**
 * The request body of the rows, skipping those without a field; or, when the server would
 * refuse it, the messages it would give.
 */
export function prepareSearch(
  rows: readonly FilterRow[],
  fields: readonly FinderField[],
): PreparedSearch {
  const filters: FinderFilter[] = [];
  const rowIds: number[] = [];
  const rowErrors: RowErrors = {};
  for (const row of rows) {
    const field = fieldOf(fields, row.field);
    if (!field) continue;
    const problem = rowProblem(row, field);
    if (problem) rowErrors[row.id] = problem;
    filters.push({
      EntityName: field.EntityName,
      EntityPropertyName: field.EntityPropertyName,
      Value: row.blank ? '' : row.value.trim(),
      Blank: row.blank,
      Negate: row.negate,
    });
    rowIds.push(row.id);
  }
  const formError = filters.length === 0 ? 'Add at least one filter' : null;
  if (formError || Object.keys(rowErrors).length > 0) return { ok: false, rowErrors, formError };
  return { ok: true, filters, rowIds };
}

/**
 * A 400's Errors ('1.Value': the second filter sent) under the rows they concern; the rest
 * (the body's own checks) as messages of the form.
 */
export function serverErrors(
  errors: Record<string, string[]> | undefined,
  rowIds: readonly number[],
): { rowErrors: RowErrors; other: string[] } {
  const rowErrors: RowErrors = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const match = /^(\d+)(?:\.(\w+))?$/.exec(path);
    const id = match ? rowIds[Number(match[1])] : undefined;
    if (id === undefined) other.push(message);
    else if (!rowErrors[id])
      rowErrors[id] = { message, control: match?.[2] === 'Value' ? 'value' : 'field' };
  }
  return { rowErrors, other };
}

export interface ResultColumn {
  /** The key of the value in a result's Values. */
  key: string;
  label: string;
  field: FinderField | undefined;
}

/** One column per field searched, each once; a name two entities share is told apart. */
export function resultColumns(
  filters: readonly FinderFilter[],
  fields: readonly FinderField[],
): ResultColumn[] {
  const keys = [...new Set(filters.map(fieldKey))];
  const columns = keys.map((key) => {
    const field = fieldOf(fields, key);
    return { key, label: field?.DisplayName ?? key, field };
  });
  const shared = (label: string) => columns.filter((c) => c.label === label).length > 1;
  return columns.map((c) =>
    c.field && shared(c.label) ? { ...c, label: `${c.label} (${c.field.EntityName})` } : c,
  );
}

const count = (n: number) => n.toLocaleString('en-US');

/** 'N of M results'; past the server's count cap, 'N of 1,000+ results'. */
export const countLine = (shown: number, total: number, totalIsExact: boolean): string =>
  `${count(shown)} of ${count(total)}${totalIsExact ? '' : '+'} results`;
