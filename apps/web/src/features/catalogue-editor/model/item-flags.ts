import { useSyncExternalStore } from 'react';

/** The editor item flags (admin §3): what happened to an item in this session. */
export type ItemFlag = 'Created' | 'Updated' | 'Deleted';

type Flags = ReadonlyMap<string, readonly ItemFlag[]>;

let flags: Flags = new Map();
const listeners = new Set<() => void>();

/** Adds a flag to an item (by its tree key); kept until the page is reloaded. */
export function flagItem(key: string, flag: ItemFlag): void {
  const current = flags.get(key) ?? [];
  if (current.includes(flag)) return;
  flags = new Map(flags).set(key, [...current, flag]);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Every item's flags; the tree marks new items, the editor shows an item's flags as badges. */
export const useItemFlags = (): Flags => useSyncExternalStore(subscribe, () => flags);

/** Whether the item (by its tree key) was deleted in this session. */
export const useItemDeleted = (key: string | null): boolean =>
  useSyncExternalStore(subscribe, () =>
    key ? flags.get(key)?.includes('Deleted') === true : false,
  );
