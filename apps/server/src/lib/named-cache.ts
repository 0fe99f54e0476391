import { LRUCache } from 'lru-cache';

/**
 * In-process caches with a name, so the cache admin screen can list and clear them.
 * Values are whatever the owner stores (often a serialised JSON body).
 */
export interface NamedCache<V extends NonNullable<unknown>> {
  readonly name: string;
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
  readonly size: number;
}

export interface CacheRegistry {
  create<V extends NonNullable<unknown>>(
    name: string,
    options: { max: number; ttlMs: number },
  ): NamedCache<V>;
  list(): { Name: string; EntryCount: number }[];
  clear(name: string): boolean;
  clearAll(): void;
}

export function createCacheRegistry(): CacheRegistry {
  const caches = new Map<string, NamedCache<NonNullable<unknown>>>();
  return {
    create<V extends NonNullable<unknown>>(name: string, options: { max: number; ttlMs: number }) {
      const lru = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs });
      const cache: NamedCache<V> = {
        name,
        get: (key) => lru.get(key),
        set: (key, value) => void lru.set(key, value),
        clear: () => lru.clear(),
        get size() {
          return lru.size;
        },
      };
      caches.set(name, cache as unknown as NamedCache<NonNullable<unknown>>);
      return cache;
    },
    list: () => [...caches.values()].map((c) => ({ Name: c.name, EntryCount: c.size })),
    clear: (name) => {
      const cache = caches.get(name);
      cache?.clear();
      return cache !== undefined;
    },
    clearAll: () => caches.forEach((c) => c.clear()),
  };
}
