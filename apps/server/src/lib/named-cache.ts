import { LRUCache } from 'lru-cache';

/**
 * In-process caches with a name, so the cache admin screen can list and clear them.
 * Values are whatever the owner stores (often a serialised JSON body).
 */
export interface NamedCache<V extends NonNullable<unknown>> {
  readonly name: string;
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /**
   * The entry for `key`, loaded once however many requests miss it together. An expired entry
   * is still answered while one request reloads it, so an expiry under load never sends every
   * request to the database; a loader answering undefined stores nothing.
   */
  load(key: string, loader: Loader<V>): Promise<V | undefined>;
  clear(): void;
  readonly size: number;
}

type Loader<V> = () => Promise<V | undefined>;

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
      const lru = new LRUCache<string, V, Loader<V>>({
        max: options.max,
        ttl: options.ttlMs,
        fetchMethod: (_key, _stale, { context }) => context(),
      });
      // A clear aborts the loads under way: their requests load afresh and store nothing.
      let generation = 0;
      const cache: NamedCache<V> = {
        name,
        get: (key) => lru.get(key),
        set: (key, value) => void lru.set(key, value),
        async load(key, loader) {
          const started = generation;
          try {
            const value = await lru.fetch(key, {
              context: loader,
              allowStale: true,
              // A failed reload keeps the expired entry for the next request to retry.
              noDeleteOnFetchRejection: true,
            });
            return generation === started ? value : await loader();
          } catch (error) {
            if (generation === started) throw error;
            return loader();
          }
        },
        clear: () => {
          generation += 1;
          lru.clear();
        },
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
