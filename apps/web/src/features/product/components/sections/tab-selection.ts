import type { Section, SectionTab } from '@portal/domain';
import { sameName } from '../../../../ui/catalog-paths.ts';

export interface TabSelection {
  section: Section;
  tab: SectionTab;
}

export const byOrder = <T extends { OrderBy: number }>(items: T[]): T[] =>
  [...items].sort((a, b) => a.OrderBy - b.OrderBy);

/** The section and tab the route names, when both exist. */
export function findTab(
  sections: Section[],
  sectionName: string | undefined,
  tabName: string | undefined,
): TabSelection | null {
  const section = sections.find((s) => sameName(s.Name, sectionName));
  const tab = section?.Tabs.find((t) => sameName(t.Name, tabName));
  return section && tab ? { section, tab } : null;
}

/** The first tab of a section in display order. */
export function firstTabOf(section: Section): TabSelection | null {
  const tab = byOrder(section.Tabs)[0];
  return tab ? { section, tab } : null;
}

/**
 * Desktop always shows one tab: the route's, else the first tab of the route's section,
 * else the first tab of the first section that has one. `replace` tells the page to write
 * the choice into the route.
 */
export function resolveDesktopTab(
  sections: Section[],
  sectionName: string | undefined,
  tabName: string | undefined,
): { selection: TabSelection; replace: boolean } | null {
  const exact = findTab(sections, sectionName, tabName);
  if (exact) return { selection: exact, replace: false };
  const named = sections.find((s) => sameName(s.Name, sectionName));
  const fallback =
    (named && firstTabOf(named)) ??
    sections.map(firstTabOf).find((s): s is TabSelection => s !== null);
  return fallback ? { selection: fallback, replace: true } : null;
}
