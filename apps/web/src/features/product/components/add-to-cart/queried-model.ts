import type { Section, SectionTab, TableModel } from '@portal/domain';
import { tableName } from '../../../../ui/model-table/details-query.ts';
import { byOrder } from '../sections/tab-selection.ts';

/** The model a link's `sectionTable` and `catalogNumber` name, if a table of the page holds it. */
export function findQueriedModel(
  sections: readonly Section[],
  sectionTable: string | null,
  catalogNumber: string | null,
): TableModel | null {
  if (!catalogNumber) return null;
  for (const section of sections)
    for (const tab of section.Tabs)
      for (const item of tab.Items) {
        const table = item.Table;
        if (!table || (sectionTable !== null && tableName(table) !== sectionTable)) continue;
        const model = table.Models.find((m) => m.PcnCatalogNumber === catalogNumber);
        if (model) return model;
      }
  return null;
}

/** Mobile add-to-cart links open the first tab, in page order, whose name mentions parts. */
export function partsTab(
  sections: readonly Section[],
): { section: Section; tab: SectionTab } | null {
  for (const section of sections)
    for (const tab of byOrder(section.Tabs))
      if (/parts/i.test(tab.Name) || /parts/i.test(tab.DisplayName)) return { section, tab };
  return null;
}
