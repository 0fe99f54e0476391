/**
 * How a typed keyword is matched against catalogue and model numbers and against words
 * (docs/decisions/020). The server's SQL implements the same rules; these functions are
 * the reference the ranking tests check.
 */

/** Fuzzy matching starts at this many significant characters. */
export const FUZZY_MIN_LENGTH = 4;
/** Words shorter than this are ignored in word search. */
export const MIN_WORD_LENGTH = 2;
/** Words of this length or more also match as prefixes ('ign' finds 'igniter'). */
export const WORD_PREFIX_LENGTH = 3;
/** At most this many words of a keyword are searched. */
export const MAX_SEARCH_WORDS = 8;
/**
 * Result counts stop at this many (100 pages of 10), so a one-character keyword or a common
 * word answers as quickly as a full number; the pager then reads '1000+'.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * A catalogue or model number reduced to what identifies it: letters and digits only,
 * upper case, without leading zeros. '0314-1087', '314 1087' and '3141087' all read '3141087'.
 */
export function searchKey(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]+/g, '')
    .toUpperCase()
    .replace(/^0+/, '');
}

/** True when `a` becomes `b` by at most one substituted, inserted or deleted character. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) return short.slice(i + 1) === long.slice(i + 1);
  return short.slice(i) === long.slice(i + 1);
}

/**
 * LIKE patterns matching every key one edit away from `key` (`_` stands for any one
 * character). Keys hold only letters and digits, so nothing needs escaping.
 */
export function oneEditPatterns(key: string): string[] {
  const patterns = new Set<string>();
  for (let i = 0; i < key.length; i++) {
    patterns.add(`${key.slice(0, i)}_${key.slice(i + 1)}`); // substituted
    patterns.add(`${key.slice(0, i)}${key.slice(i + 1)}`); // missing
  }
  for (let i = 0; i <= key.length; i++) patterns.add(`${key.slice(0, i)}_${key.slice(i)}`); // extra
  return [...patterns];
}

/**
 * Every key one edit away from `key` starts with its first half or ends with its second
 * half: one edit cannot touch both. The two halves let an index find the candidates.
 */
export function fuzzyAnchors(key: string): { prefix: string; reversedSuffix: string } {
  const half = Math.floor(key.length / 2);
  return {
    prefix: key.slice(0, half),
    reversedSuffix: [...key.slice(half)].reverse().join(''),
  };
}

export interface SearchWord {
  word: string;
  prefix: boolean;
}

/** The words of a keyword for word search: lower case, letters and digits. */
export function searchWords(keyword: string): SearchWord[] {
  const words = keyword
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= MIN_WORD_LENGTH);
  return [...new Set(words)]
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => ({ word, prefix: word.length >= WORD_PREFIX_LENGTH }));
}

/** The words as a PostgreSQL tsquery text: every word must match. */
export function wordQuery(words: SearchWord[]): string {
  return words.map((w) => (w.prefix ? `${w.word}:*` : w.word)).join(' & ');
}

/** Match tiers, best first; a result belongs to the first tier it matches. */
export const MATCH_TIERS = [
  'exact catalog number',
  'exact model number',
  'catalog number prefix',
  'model number prefix',
  'one edit away',
  'words',
] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface Searchable {
  catalogNumber: string | null;
  modelNumber: string | null;
  /**
   * The model's other numbers: its division model numbers and their Pcn and Barcode. They
   * match and rank as the model number does.
   */
  divisionNumbers?: string[];
  /** Names and descriptions. */
  text: string;
}

const tierIndex = (tier: MatchTier) => MATCH_TIERS.indexOf(tier);

/** The keys matched as model numbers: the model's own and its division numbers. */
const modelKeys = (item: Searchable): string[] =>
  [item.modelNumber, ...(item.divisionNumbers ?? [])]
    .filter((n): n is string => n !== null)
    .map(searchKey)
    .filter((k) => k !== '');

function numberTier(key: string, item: Searchable): MatchTier | null {
  const pcn = item.catalogNumber === null ? null : searchKey(item.catalogNumber);
  const models = modelKeys(item);
  if (key === '') return null;
  if (pcn === key) return 'exact catalog number';
  if (models.includes(key)) return 'exact model number';
  if (pcn?.startsWith(key)) return 'catalog number prefix';
  if (models.some((m) => m.startsWith(key))) return 'model number prefix';
  return null;
}

function fuzzyMatches(key: string, item: Searchable): boolean {
  if (key.length < FUZZY_MIN_LENGTH) return false;
  const pcn = item.catalogNumber === null ? [] : [searchKey(item.catalogNumber)];
  return [...pcn, ...modelKeys(item)].some((k) => withinOneEdit(k, key));
}

function wordsMatch(words: SearchWord[], item: Searchable): boolean {
  if (words.length === 0) return false;
  const own = item.text.toLowerCase().split(/[^a-z0-9]+/);
  return words.every(({ word, prefix }) =>
    own.some((w) => (prefix ? w.startsWith(word) : w === word)),
  );
}

/**
 * Where `item` ranks for `keyword`, or null when it does not match. `fuzzy` says whether
 * the one-edit tier is open: it is only when no number matches exactly or by prefix.
 */
export function matchTier(keyword: string, item: Searchable, fuzzy: boolean): MatchTier | null {
  const key = searchKey(keyword);
  const byNumber = numberTier(key, item);
  if (byNumber) return byNumber;
  if (fuzzy && fuzzyMatches(key, item)) return 'one edit away';
  return wordsMatch(searchWords(keyword), item) ? 'words' : null;
}

/**
 * Ranks `items` as the search does: by tier, then in their given order. Fuzzy matches
 * count only when nothing matched a number exactly or by prefix.
 */
export function rankSearchables<T extends Searchable>(keyword: string, items: T[]): T[] {
  const key = searchKey(keyword);
  const fuzzy = !items.some((item) => numberTier(key, item) !== null);
  return items
    .map((item, order) => ({ item, order, tier: matchTier(keyword, item, fuzzy) }))
    .filter((r): r is typeof r & { tier: MatchTier } => r.tier !== null)
    .sort((a, b) => tierIndex(a.tier) - tierIndex(b.tier) || a.order - b.order)
    .map((r) => r.item);
}
