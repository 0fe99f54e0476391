/** Every query that depends on who is signed in starts with this key; sign-out drops them all. */
export const ACCOUNT_QUERY_ROOT = 'account';

export const accountKey = (...parts: readonly unknown[]) => [ACCOUNT_QUERY_ROOT, ...parts] as const;
