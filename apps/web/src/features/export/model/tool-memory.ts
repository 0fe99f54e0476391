import type { ToolTab } from './tool-selection.ts';

const TABS: readonly ToolTab[] = ['browse', 'series', 'catalogNumber', 'materialGroup'];

/** The tab kept for a reload, if it is one the site offers. */
export function readTab(stored: unknown, offered: readonly ToolTab[] = TABS): ToolTab {
  return typeof stored === 'string' && offered.includes(stored as ToolTab)
    ? (stored as ToolTab)
    : 'browse';
}

/** The tree's open nodes kept for a reload: their keys ('Category-3'). */
export function readOpenKeys(stored: unknown): Set<string> {
  return new Set(
    Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [],
  );
}

export const writeOpenKeys = (open: ReadonlySet<string>): string[] => [...open];
