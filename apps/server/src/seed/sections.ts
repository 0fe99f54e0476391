import type { section, sectionItem, sectionTab } from '../db/schema/index.ts';
import { sanitizeRichText } from '../lib/rich-text.ts';
import type { PlannedTable } from './product-tables.ts';

type SectionRow = typeof section.$inferInsert;
type TabRow = typeof sectionTab.$inferInsert;
type ItemRow = typeof sectionItem.$inferInsert;
type Item = Omit<ItemRow, 'sectionTabId' | 'orderBy'>;

export interface ProductSectionsInput {
  productId: number;
  richText: string;
  applications: string[] | null;
  hasNotes: boolean;
  documentIds: readonly number[];
  tables: readonly PlannedTable[];
  explodedImageId: number;
  spinUrl: string | null;
}

export class SectionBuilder {
  readonly sections: SectionRow[] = [];
  readonly tabs: TabRow[] = [];
  readonly items: ItemRow[] = [];

  private section(
    productId: number,
    name: string,
    displayName: string,
    mobileDisplayName: string,
  ): number {
    const sectionId = this.sections.length + 1;
    const orderBy = this.sections.filter((s) => s.productId === productId).length + 1;
    this.sections.push({ sectionId, productId, name, displayName, mobileDisplayName, orderBy });
    return sectionId;
  }

  private tab(
    sectionId: number,
    name: string,
    displayName: string,
    mobileDisplayName: string,
    items: Item[],
  ): void {
    const sectionTabId = this.tabs.length + 1;
    const orderBy = this.tabs.filter((t) => t.sectionId === sectionId).length + 1;
    this.tabs.push({ sectionTabId, sectionId, name, displayName, mobileDisplayName, orderBy });
    items.forEach((item, i) => this.items.push({ ...item, sectionTabId, orderBy: i + 1 }));
  }

  /**
   * Replacement parts first (the page opens on the first section's first tab), with the
   * exploded drawing beside its tables; then accessories; then an overview that adds only what
   * the header does not show (its pictures and features are not repeated).
   */
  add(p: ProductSectionsInput): void {
    const modelTable = (t: PlannedTable): Item => ({
      sectionItemType: 'ModelTable',
      displayName: t.displayName,
      sectionTableId: t.sectionTableId,
      cols: 7,
    });
    const parts = this.section(p.productId, 'parts', 'Replacement Parts', 'Parts');
    this.tab(parts, 'replacement-parts', 'Replacement Parts', 'Parts', [
      {
        sectionItemType: 'Image',
        displayName: 'Exploded View',
        imageId: p.explodedImageId,
        cols: 5,
        caption: 'Item numbers match the parts list',
      },
      ...p.tables.filter((t) => t.group !== 'accessories').map(modelTable),
    ]);

    const accessories = p.tables.filter((t) => t.group === 'accessories');
    if (accessories.length > 0) {
      const section = this.section(p.productId, 'accessories', 'Accessories', 'Accessories');
      this.tab(
        section,
        'accessories',
        'Accessories',
        'Accessories',
        accessories.map((t) => ({ ...modelTable(t), cols: 12 })),
      );
    }

    const overview = this.section(p.productId, 'overview', 'Overview', 'Overview');
    const description: Item[] = [
      {
        sectionItemType: 'RichText',
        displayName: 'About this product',
        // Written as the editor writes it: sanitised before it is stored.
        richText: sanitizeRichText(p.richText),
        cols: 12,
      },
      {
        sectionItemType: 'List',
        displayName: 'Specifications',
        propertyName: 'Specifications',
        cols: 6,
      },
    ];
    if (p.hasNotes)
      description.push({
        sectionItemType: 'List',
        displayName: 'Notes',
        propertyName: 'Notes',
        cols: 6,
      });
    if (p.applications)
      description.push({
        sectionItemType: 'List',
        displayName: 'Typical Applications',
        listItems: p.applications,
        cols: 6,
      });
    this.tab(overview, 'description', 'Description', 'Description', description);
    this.tab(
      overview,
      'documents',
      'Documents',
      'Docs',
      p.documentIds.map((documentId) => ({ sectionItemType: 'Document', documentId, cols: 4 })),
    );
    if (p.spinUrl)
      this.tab(overview, '360-view', '360° View', '360°', [
        {
          sectionItemType: 'SpinSirv',
          displayName: '360° View',
          url: p.spinUrl,
          cols: 12,
          width: 400,
          height: 400,
        },
      ]);
  }
}
