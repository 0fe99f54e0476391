import type { SectionTab } from '@portal/domain';
import { useState } from 'react';
import { SectionItemView, type ItemContext } from '../items/section-item-view.tsx';
import { byOrder } from './tab-selection.ts';

export type TabContext = Omit<ItemContext, 'selectedImageId' | 'onSelectImage'>;

/** A tab's items in order, laid out on Bootstrap's 12 columns by each item's Cols. */
export function TabContent({ tab, context }: { tab: SectionTab; context: TabContext }) {
  const [selectedImageId, setSelectedImageId] = useState<number | null>(null);
  if (tab.Items.length === 0) return <p className="text-body-secondary">Nothing here yet.</p>;
  const itemContext: ItemContext = {
    ...context,
    selectedImageId,
    onSelectImage: setSelectedImageId,
  };
  return (
    <div className="row">
      {byOrder(tab.Items).map((item) => (
        <div
          key={item.SectionItemId}
          className={`col-12 col-md-${Math.min(12, Math.max(1, item.Cols || 12))}`}
        >
          <SectionItemView item={item} context={itemContext} />
        </div>
      ))}
    </div>
  );
}
