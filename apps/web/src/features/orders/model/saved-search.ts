/**
 * The last order search of a user on this site (signed-in portals §2.9: filters are saved; §4:
 * the orders module's settings persist in local storage). Storage may be unavailable (private
 * windows, quotas): the list then simply starts from its defaults.
 */
const keyOf = (userId: number) => `orders.search.${userId}`;

export function readSavedSearch(userId: number): string | null {
  try {
    return window.localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function saveSearch(userId: number, params: URLSearchParams): void {
  try {
    const text = params.toString();
    if (text === '') window.localStorage.removeItem(keyOf(userId));
    else window.localStorage.setItem(keyOf(userId), text);
  } catch {
    // Not saved: the next visit starts from the defaults.
  }
}
