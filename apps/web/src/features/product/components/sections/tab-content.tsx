import type { SectionItem, SectionTab } from '@portal/domain';
import { useState } from 'react';
import { DiagramLinksContext, useDiagramLinksOf } from '../items/diagram-links.ts';
import { SectionItemView, type ItemContext } from '../items/section-item-view.tsx';
import { byOrder } from './tab-selection.ts';

export type TabContext = Omit<ItemContext, 'selectedImageId' | 'onSelectImage'>;

const columnClass = (item: SectionItem) =>
  `col-12 col-md-${Math.min(12, Math.max(1, item.Cols || 12))}`;

/**
 * A tab's items in order, laid out on Bootstrap's 12 columns by each item's Cols. A tab whose
 * drawing has callouts shows it above its parts tables at every width: beside them, a table
 * of the demo's width would scroll sideways at 1280 px and hide its descriptions.
 */
export function TabContent({ tab, context }: { tab: SectionTab; context: TabContext }) {
  const [selectedImageId, setSelectedImageId] = useState<number | null>(null);
  const links = useDiagramLinksOf(tab);
  if (tab.Items.length === 0) return <p className="text-body-secondary">Nothing here yet.</p>;
  const itemContext: ItemContext = {
    ...context,
    selectedImageId,
    onSelectImage: setSelectedImageId,
  };
  const items = byOrder(tab.Items);
  const view = (item: SectionItem) => <SectionItemView item={item} context={itemContext} />;
  if (!links || context.printing)
    return (
      <div className="row">
        {items.map((item) => (
          <div key={item.SectionItemId} className={columnClass(item)}>
            {view(item)}
          </div>
        ))}
      </div>
    );
  const drawing = items.find((i) => i.Hotspots.length > 0);
  return (
    <DiagramLinksContext.Provider value={links}>
      <div className="diagram-drawing">{drawing && view(drawing)}</div>
      {items
        .filter((i) => i !== drawing)
        .map((item) => (
          <div key={item.SectionItemId}>{view(item)}</div>
        ))}
    </DiagramLinksContext.Provider>
  );
}
