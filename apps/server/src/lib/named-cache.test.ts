import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createCacheRegistry } from './named-cache.ts';

const cacheOf = (ttlMs = 60_000) =>
  createCacheRegistry().create<string>('test', { max: 10, ttlMs });

/** A loader that counts its calls and answers when released. */
function gatedLoader(value: string | undefined) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const loader = async () => {
    loader.calls += 1;
    await gate;
    return value;
  };
  loader.calls = 0;
  return { loader, release };
}

describe('NamedCache.load', () => {
  it('loads a missing entry once for requests that miss it together', async () => {
    const cache = cacheOf();
    const { loader, release } = gatedLoader('body');
    const answers = Array.from({ length: 20 }, () => cache.load('k', loader));
    release();
    expect(await Promise.all(answers)).toEqual(Array(20).fill('body'));
    expect(loader.calls).toBe(1);
    expect(cache.get('k')).toBe('body');
  });

  it('answers an expired entry while one request reloads it', async () => {
    const cache = cacheOf(20);
    await cache.load('k', async () => 'old');
    await sleep(40);
    const { loader, release } = gatedLoader('new');
    expect(await Promise.all([cache.load('k', loader), cache.load('k', loader)])).toEqual([
      'old',
      'old',
    ]);
    release();
    await sleep(5);
    expect(loader.calls).toBe(1);
    expect(await cache.load('k', loader)).toBe('new');
  });

  it('keeps the expired entry when its reload fails', async () => {
    const cache = cacheOf(20);
    await cache.load('k', async () => 'old');
    await sleep(40);
    expect(await cache.load('k', () => Promise.reject(new Error('database gone')))).toBe('old');
  });

  it('passes on the failure of a first load', async () => {
    const cache = cacheOf();
    await expect(cache.load('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
  });

  it('stores nothing when the loader finds nothing', async () => {
    const cache = cacheOf();
    expect(await cache.load('k', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never stores what a load begun before a clear read', async () => {
    const cache = cacheOf();
    const { loader, release } = gatedLoader('before the change');
    const answer = cache.load('k', loader);
    cache.clear();
    release();
    expect(await answer).toBe('before the change');
    await sleep(5);
    expect(cache.get('k')).toBeUndefined();
  });
});
