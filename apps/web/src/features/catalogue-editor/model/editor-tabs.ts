import type { EditableEntityName, EditorSection } from '@portal/domain';

/** The editor's tabs in the spec's order (admin §2.4). */
export const editorTabKeys = [
  'edit',
  'topology',
  'images',
  'features',
  'specifications',
  'productnotes',
  'catalogs',
  'site-logo',
  'site-favicon',
] as const;
export type EditorTabKey = (typeof editorTabKeys)[number];

/** The tabs that edit a product's content rows rather than the item's own fields. */
export const contentTabKeys = ['topology', 'features', 'specifications', 'productnotes'] as const;
export type ContentTabKey = (typeof contentTabKeys)[number];

/**
 * A section of the definitions whose name is one of these is shown on that tab instead of on
 * edit, so which item has which tab stays data: a Category with an 'Images' section has the
 * images tab, a Site with 'Logo' and 'Favicon' sections the site-logo and site-favicon tabs.
 */
const SECTION_TABS: Readonly<Record<string, EditorTabKey>> = {
  Images: 'images',
  Catalogs: 'catalogs',
  Logo: 'site-logo',
  Favicon: 'site-favicon',
};

export const tabOfSection = (section: Pick<EditorSection, 'EditorSectionName'>): EditorTabKey =>
  SECTION_TABS[section.EditorSectionName] ?? 'edit';

export interface TabPlan {
  key: EditorTabKey;
  /** The sections the tab shows; empty for the content tabs. */
  sections: EditorSection[];
}

/**
 * The tabs an item shows: edit always (§2.4: on by default), a section tab when the user may
 * read a section of it, and a product's content tabs when the user may read products. The
 * Header stays on edit whatever its name.
 */
export function planTabs(
  entityName: EditableEntityName,
  sections: readonly EditorSection[],
  canReadContent: boolean,
): TabPlan[] {
  const byTab = new Map<EditorTabKey, EditorSection[]>();
  for (const section of sections) {
    const key = section.SectionType === 'Header' ? 'edit' : tabOfSection(section);
    byTab.set(key, [...(byTab.get(key) ?? []), section]);
  }
  const content = new Set<EditorTabKey>(
    entityName === 'Product' && canReadContent ? contentTabKeys : [],
  );
  return editorTabKeys
    .filter((key) => key === 'edit' || byTab.has(key) || content.has(key))
    .map((key) => ({ key, sections: byTab.get(key) ?? [] }));
}

export const isContentTab = (key: EditorTabKey): key is ContentTabKey =>
  (contentTabKeys as readonly string[]).includes(key);
