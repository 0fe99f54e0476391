import type { Section, SectionTab } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { findTab, resolveDesktopTab } from './tab-selection.ts';

const tab = (Name: string, OrderBy: number): SectionTab => ({
  SectionTabId: OrderBy + 100,
  Name,
  DisplayName: Name,
  MobileDisplayName: null,
  OrderBy,
  active: true,
  Items: [],
});

const section = (Name: string, tabs: SectionTab[]): Section => ({
  SectionId: Name.length,
  Name,
  DisplayName: Name,
  MobileDisplayName: null,
  active: true,
  Tabs: tabs,
});

const sections = [
  section('empty', []),
  section('parts', [tab('motors', 2), tab('fans', 1)]),
  section('documents', [tab('manuals', 1)]),
];

describe('findTab', () => {
  it('matches section and tab names without regard to case', () => {
    expect(findTab(sections, 'Parts', 'MOTORS')?.tab.Name).toBe('motors');
  });

  it('finds nothing when the tab is not in the named section', () => {
    expect(findTab(sections, 'documents', 'motors')).toBeNull();
  });
});

describe('resolveDesktopTab', () => {
  it('keeps the route when it names an existing tab', () => {
    expect(resolveDesktopTab(sections, 'parts', 'motors')).toMatchObject({
      selection: { tab: { Name: 'motors' } },
      replace: false,
    });
  });

  it('selects the first section with tabs and its first tab by order when the route has none', () => {
    const resolved = resolveDesktopTab(sections, undefined, undefined);
    expect(resolved?.selection.section.Name).toBe('parts');
    expect(resolved?.selection.tab.Name).toBe('fans');
    expect(resolved?.replace).toBe(true);
  });

  it('falls back to the first tab of the named section for an unknown tab', () => {
    const resolved = resolveDesktopTab(sections, 'documents', 'nope');
    expect(resolved?.selection.tab.Name).toBe('manuals');
    expect(resolved?.replace).toBe(true);
  });

  it('has nothing to select when no section has tabs', () => {
    expect(resolveDesktopTab([section('empty', [])], undefined, undefined)).toBeNull();
  });
});
