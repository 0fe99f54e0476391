import { afterEach, expect, test } from 'vitest';
import { guessMediaQuery, setRenderSnapshot } from './render-snapshot.ts';

afterEach(() => setRenderSnapshot({ isDesktop: true, pageMeta: null }));

test('a phone is narrower than the md breakpoint, a desktop wider than a laptop screen', () => {
  setRenderSnapshot({ isDesktop: false, pageMeta: null });
  expect(guessMediaQuery('(min-width: 768px)')).toBe(false);
  expect(guessMediaQuery('(max-width: 1024px)')).toBe(true);
  setRenderSnapshot({ isDesktop: true, pageMeta: null });
  expect(guessMediaQuery('(min-width: 768px)')).toBe(true);
  expect(guessMediaQuery('(max-width: 1024px)')).toBe(false);
});

test('every width in a query must hold', () => {
  setRenderSnapshot({ isDesktop: true, pageMeta: null });
  expect(guessMediaQuery('(min-width: 768px) and (max-width: 1399.98px)')).toBe(true);
  expect(guessMediaQuery('(min-width: 1400px) and (max-width: 2000px)')).toBe(false);
});
