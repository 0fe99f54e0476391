import {
  FUZZY_MIN_LENGTH,
  fuzzyAnchors,
  MATCH_TIERS,
  oneEditPatterns,
  searchKey,
  searchWords,
  wordQuery,
  type MatchTier,
} from '@portal/domain';

/** Which entries a search may return. */
export interface SearchScope {
  catalogId: number;
  preview: boolean;
  modelsOnly?: boolean;
}

/** One tier of a search: which entries it holds and in which order they read. */
export interface Tier {
  name: MatchTier | 'customer material number';
  where: string;
  /**
   * The entry a hit stands for: a row carrying a division model number as its model key
   * stands for its model's entry (`alias_of`). Only the model-number tiers hold such rows.
   */
  lists: string;
  orderBy: string;
  /**
   * True for the entries this tier does not hold: how later tiers leave them out. Written
   * so that PostgreSQL can estimate it (a range, not a coalesce), because the estimate of
   * the word tier decides whether a common word is read in order up to the cap or all of
   * its matches are read and sorted.
   */
  outside: string;
}

/**
 * Parameters of a statement, numbered in the order they are added, so that the text depends
 * only on the kind of keyword and never on its value (search-statement.ts).
 */
export class Params {
  readonly values: unknown[] = [];

  /**
   * @param reusable Each parameter is read through a subquery, so that no plan can see its
   * value: PostgreSQL then reuses one plan for every value instead of planning each time
   * a fresh plan looks cheaper than the one it keeps.
   */
  constructor(readonly reusable: boolean) {}

  add(value: unknown, type: string): string {
    this.values.push(value);
    const param = `$${this.values.length}::${type}`;
    // Cast again: `any((select …))` would read as a subquery rather than an array.
    return this.reusable ? `(select ${param})::${type}` : param;
  }
}

/** The tiers of a keyword, best first, and the shape that names their statement. */
export interface SearchPlan {
  tiers: Tier[];
  /** The catalogue's parameter. */
  catalog: string;
  /** Tells statements of different texts apart: which tiers there are. */
  shape: string;
}

/** Numbers in key order; two numbers can share a key ('62-54896', '625-4896'). */
const byNumber = 'pcn_key, entry_id';
const ownEntry = 'entry_id';
const modelEntry = 'coalesce(alias_of, entry_id)';

/** True when a tier may list an entry twice or an entry another tier lists. */
export const holdsAliases = (tiers: Tier[]): boolean => tiers.some((t) => t.lists !== ownEntry);

/** The first text after every text starting with `prefix`, in the "C" collation. */
export const prefixEnd = (prefix: string) =>
  `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;

export const scopeCondition = (scope: SearchScope, catalog: string) =>
  `catalog_id = ${catalog}${scope.preview ? '' : ' and not preview_only'}${
    scope.modelsOnly ? ` and result_type = 'Model'` : ''
  }`;

/**
 * A number one edit away keeps the first half or the last half of the key as it is: the
 * halves find the candidates in the btree indexes, and each set of candidates is checked
 * only against the edits the other half can hold. Each index carries the key, so the
 * candidates are checked without reading their rows.
 */
function oneEditCandidates(key: string, catalog: string, params: Params): string {
  const { prefix, reversedSuffix } = fuzzyAnchors(key);
  const suffix = [...reversedSuffix].reverse().join('');
  const patterns = oneEditPatterns(key);
  const start = params.add(prefix, 'text');
  const startEnd = params.add(prefixEnd(prefix), 'text');
  const end = params.add(reversedSuffix, 'text');
  const endEnd = params.add(prefixEnd(reversedSuffix), 'text');
  const editsAfter = params.add(
    patterns.filter((p) => p.startsWith(prefix)),
    'text[]',
  );
  const editsBefore = params.add(
    patterns.filter((p) => p.endsWith(suffix)),
    'text[]',
  );
  const branch = (anchor: string, from: string, to: string, column: string, edits: string) =>
    `select entry_id from search_entry where catalog_id = ${catalog}
        and ${anchor} >= ${from} and ${anchor} < ${to} and ${column} like any(${edits})`;
  return [
    branch('pcn_key', start, startEnd, 'pcn_key', editsAfter),
    branch('pcn_key_reversed', end, endEnd, 'pcn_key', editsBefore),
    branch('model_key', start, startEnd, 'model_key', editsAfter),
    branch('model_key_reversed', end, endEnd, 'model_key', editsBefore),
  ].join('\n      union ');
}

/**
 * The tiers of a keyword in a scope (see the domain's matchTier for the rules): a customer's
 * own material numbers when given, exact and prefix tiers on catalogue and model numbers,
 * one edit away (open only when no number tier holds anything), then words.
 */
export function planSearch(
  keyword: string,
  scope: SearchScope,
  params: Params,
  customerKeys: string[] = [],
): SearchPlan {
  const catalog = params.add(scope.catalogId, 'int');
  const key = searchKey(keyword);
  const tiers: Tier[] = [];
  const anyNumber: string[] = [];
  if (customerKeys.length > 0) {
    const keys = params.add(customerKeys, 'text[]');
    tiers.push({
      name: 'customer material number',
      where: `pcn_key = any(${keys})`,
      lists: ownEntry,
      orderBy: byNumber,
      outside: `(pcn_key is null or pcn_key <> all(${keys}))`,
    });
    anyNumber.push(`pcn_key = any(${keys})`);
  }
  if (key !== '') {
    const k = params.add(key, 'text');
    const end = params.add(prefixEnd(key), 'text');
    const is = (column: string) => ({
      where: `${column} = ${k}`,
      outside: `(${column} is null or ${column} <> ${k})`,
    });
    const startsWith = (column: string) => ({
      where: `${column} >= ${k} and ${column} < ${end}`,
      outside: `(${column} is null or ${column} < ${k} or ${column} >= ${end})`,
    });
    tiers.push(
      { name: MATCH_TIERS[0], ...is('pcn_key'), lists: ownEntry, orderBy: byNumber },
      { name: MATCH_TIERS[1], ...is('model_key'), lists: modelEntry, orderBy: byNumber },
      { name: MATCH_TIERS[2], ...startsWith('pcn_key'), lists: ownEntry, orderBy: byNumber },
      {
        name: MATCH_TIERS[3],
        ...startsWith('model_key'),
        lists: modelEntry,
        orderBy: `model_key, ${byNumber}`,
      },
    );
    anyNumber.push(startsWith('pcn_key').where, startsWith('model_key').where);
    if (key.length >= FUZZY_MIN_LENGTH) {
      // Open only when no number matched exactly or by prefix, so a correct number is never
      // crowded by its neighbours. The exact tiers lie inside the prefix ranges.
      const scoped = scopeCondition(scope, catalog);
      const open = anyNumber
        .map((c) => `not exists (select from search_entry where ${scoped} and ${c})`)
        .join(' and ');
      const candidates = oneEditCandidates(key, catalog, params);
      tiers.push({
        name: MATCH_TIERS[4],
        where: `${open} and entry_id in (\n      ${candidates})`,
        lists: modelEntry,
        orderBy: byNumber,
        // Read once into an array, not checked against the subquery row by row.
        outside: `entry_id <> all(array(select entry_id from (\n      ${candidates}) one_edit where ${open}))`,
      });
    }
  }
  const words = searchWords(keyword);
  if (words.length > 0) {
    const query = params.add(wordQuery(words), 'text');
    const where = `words @@ to_tsquery('simple', ${query})`;
    tiers.push({
      name: MATCH_TIERS[5],
      where,
      lists: ownEntry,
      orderBy: 'entry_id',
      outside: `not (${where})`,
    });
  }
  const shape = tiers
    .map((t) => (t.name === 'customer material number' ? 'c' : MATCH_TIERS.indexOf(t.name)))
    .join('');
  return { tiers, catalog, shape };
}

/**
 * The tiers with each one's condition leaving out every earlier tier, so an entry is
 * counted and listed once, in its best tier.
 */
export function exclusiveTiers(tiers: Tier[]): Tier[] {
  return tiers.map((tier, i) => ({
    ...tier,
    where: [tier.where, ...tiers.slice(0, i).map((t) => t.outside)].join('\n      and '),
  }));
}
