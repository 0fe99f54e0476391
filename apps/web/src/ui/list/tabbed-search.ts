import type { z } from 'zod';

/**
 * The search of a list under status tabs, narrowed by texts (signed-in portals §3: the order
 * search state and the inquiry search filter), as the page's address holds it.
 */
export type TabbedSearch<Tab extends string, Text extends string, Sort extends string> = Record<
  Text,
  string
> & {
  tab: Tab;
  sortBy: Sort;
  sortDesc: boolean;
  page: number;
};

/** One text of the search: its name beside its field and in its 'Filtered By' badge. */
export interface TextField {
  label: string;
  placeholder?: string;
  /** A whole YYYY-MM-DD must fit in the field, however narrow its column. */
  date?: boolean;
}

/** How one list is searched: its tabs, texts, sorts and the call's own rules. */
export interface TabbedSearchShape<Tab extends string, Text extends string, Sort extends string> {
  /** The list call's query schema: texts and pages are read and checked by its rules. */
  query: Record<Text, z.ZodType> & { page: z.ZodType<number, unknown> };
  /** The query parameter the tabs stand for, e.g. orderStatus. */
  statusParam: string;
  tabs: readonly Tab[];
  sortKeys: readonly Sort[];
  /** Every text, in the order the badges stand: the free search first. */
  textKeys: readonly Text[];
  fields: Record<Text, TextField>;
  /** The texts under the columns and in the filter modal. */
  filterKeys: readonly Text[];
  /** The free search's text. */
  searchKey: Text;
  defaults: TabbedSearch<Tab, Text, Sort>;
  /** The free search's field: its id (focus returns there), placeholder and pause. */
  searchBox: { id: string; label: string; delayMs: number };
  filterDelayMs: number;
  /** The filter modal's title, e.g. 'Filter orders'. */
  filterTitle: string;
}

/** The tab of the list a key names (a tab chosen, an address's status), or undefined. */
export const tabOf = <Tab extends string>(
  shape: { tabs: readonly Tab[] },
  key: string | null,
): Tab | undefined => shape.tabs.find((tab) => tab === key);

/**
 * Why the server would refuse a typed value, or null when it would take it: the contract's
 * rules on the trimmed text, so the page never sends a search that can only fail. The server's
 * length message names the parameter; beside the field its own label says which one.
 */
export function problemOf<Text extends string>(
  shape: { query: Record<Text, z.ZodType> },
  key: Text,
  typed: string,
): string | null {
  const value = typed.trim();
  if (value === '') return null;
  const result = shape.query[key].safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_big') return `At most ${String(issue.maximum)} characters`;
  return issue?.message ?? 'This value cannot be searched for';
}

/**
 * Reads the page's address with the contract's own rules. A value the server would refuse (an
 * edited or old link) is left out, as if it had never been typed, rather than failing the list.
 */
export function searchFromParams<Tab extends string, Text extends string, Sort extends string>(
  shape: TabbedSearchShape<Tab, Text, Sort>,
  params: URLSearchParams,
): TabbedSearch<Tab, Text, Sort> {
  const { defaults } = shape;
  const texts = {} as Record<Text, string>;
  for (const key of shape.textKeys) {
    const value = params.get(key)?.trim() ?? '';
    texts[key] = problemOf(shape, key, value) === null ? value : '';
  }
  const page = shape.query.page.safeParse(params.get('page') ?? undefined);
  const sortDesc = params.get('sortDesc');
  return {
    ...texts,
    tab: tabOf(shape, params.get(shape.statusParam)) ?? defaults.tab,
    sortBy: shape.sortKeys.find((key) => key === params.get('sortBy')) ?? defaults.sortBy,
    sortDesc: sortDesc === 'true' || sortDesc === 'false' ? sortDesc === 'true' : defaults.sortDesc,
    page: page.success ? page.data : 1,
  };
}

/** The address of a search: only what differs from the defaults, so links stay short. */
export function paramsFromSearch<Tab extends string, Text extends string, Sort extends string>(
  shape: TabbedSearchShape<Tab, Text, Sort>,
  search: TabbedSearch<Tab, Text, Sort>,
): URLSearchParams {
  const { defaults } = shape;
  const params = new URLSearchParams();
  if (search.tab !== defaults.tab) params.set(shape.statusParam, search.tab);
  for (const key of shape.textKeys) if (search[key] !== '') params.set(key, search[key]);
  if (search.sortBy !== defaults.sortBy) params.set('sortBy', search.sortBy);
  if (search.sortDesc !== defaults.sortDesc) params.set('sortDesc', String(search.sortDesc));
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

interface Paged {
  page: number;
}

/** A change of sort, filter, tab or sales rep runs the search again from page 1 (§4). */
export const withChange = <T extends Paged>(search: T, change: Partial<Omit<T, 'page'>>): T => ({
  ...search,
  ...change,
  page: 1,
});

/** A text typed, picked or removed: searched again from page 1. */
export const withText = <S extends TabbedSearch<string, Text, string>, Text extends string>(
  search: S,
  key: Text,
  value: string,
): S => ({ ...search, [key]: value, page: 1 });

/** The same column again flips the direction; a new column starts descending. */
export const nextSort = <T extends Paged & { sortBy: string; sortDesc: boolean }>(
  search: T,
  column: T['sortBy'],
): T => ({
  ...search,
  sortBy: column,
  sortDesc: column === search.sortBy ? !search.sortDesc : true,
  page: 1,
});

export interface FilterBadge<Text extends string> {
  key: Text;
  label: string;
  value: string;
}

/** One 'Filtered By' badge per text the search narrows by, in the order the fields stand. */
export const filterBadges = <Tab extends string, Text extends string, Sort extends string>(
  shape: TabbedSearchShape<Tab, Text, Sort>,
  search: TabbedSearch<Tab, Text, Sort>,
): FilterBadge<Text>[] =>
  shape.textKeys
    .filter((key) => search[key] !== '')
    .map((key) => ({ key, label: shape.fields[key].label, value: search[key] }));

export type DraftVerdict =
  { kind: 'unchanged' } | { kind: 'problem'; message: string } | { kind: 'apply'; value: string };

/** What a field's typing comes to once it pauses: nothing new, a problem, or a value to search. */
export function judgeDraft(
  check: (value: string) => string | null,
  draft: string,
  applied: string,
): DraftVerdict {
  const value = draft.trim();
  if (value === applied) return { kind: 'unchanged' };
  const message = check(value);
  return message === null ? { kind: 'apply', value } : { kind: 'problem', message };
}
