import { describe, expect, it } from 'vitest';
import { readOpenKeys, readTab, writeOpenKeys } from './tool-memory.ts';

describe('the tab kept for a reload', () => {
  it('is read back when the site offers it', () => {
    expect(readTab('series')).toBe('series');
    expect(readTab('materialGroup')).toBe('materialGroup');
  });

  it('is Browse when the tab is unknown or not offered (material groups on customer sites)', () => {
    expect(readTab(null)).toBe('browse');
    expect(readTab('orders')).toBe('browse');
    expect(readTab('materialGroup', ['browse', 'series', 'catalogNumber'])).toBe('browse');
  });
});

describe("the tree's open nodes kept for a reload", () => {
  it('round-trip', () => {
    const open = new Set(['Category-1', 'ProductClass-4']);
    expect(readOpenKeys(JSON.parse(JSON.stringify(writeOpenKeys(open))))).toEqual(open);
  });

  it('are none when nothing readable is kept', () => {
    expect(readOpenKeys(null).size).toBe(0);
    expect(readOpenKeys({ a: 1 }).size).toBe(0);
    expect([...readOpenKeys(['Category-1', 7])]).toEqual(['Category-1']);
  });
});
