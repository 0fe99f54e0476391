/** Spec §9: the tool remembers the last 10 catalogue numbers searched. */
export const RECENT_CATALOG_NUMBERS = 10;

/** The list with `number` first, once (case-insensitively), at most 10 long. */
export function remembered(list: readonly string[], number: string): string[] {
  const trimmed = number.trim();
  if (trimmed === '') return [...list];
  const others = list.filter((n) => n.toLowerCase() !== trimmed.toLowerCase());
  return [trimmed, ...others].slice(0, RECENT_CATALOG_NUMBERS);
}

/** One list per user, so that the next person at a shared computer does not see it. */
export const recentKey = (userId: string | number) =>
  `export-tool:recent-catalog-numbers:${userId}`;

/** The stored list; anything unreadable (another version, a hand edit) is an empty one. */
export function readRecent(storage: Pick<Storage, 'getItem'>, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((n): n is string => typeof n === 'string' && n.trim() !== '')
      .slice(0, RECENT_CATALOG_NUMBERS);
  } catch {
    return [];
  }
}

/** Stores the list; a full or forbidden storage only loses the memory, never the search. */
export function writeRecent(
  storage: Pick<Storage, 'setItem'>,
  key: string,
  list: readonly string[],
): void {
  try {
    storage.setItem(key, JSON.stringify(list));
  } catch {
    // Private windows and full storage refuse; the list lives on for this page only.
  }
}
