import type { SectionItem } from '@portal/domain';
import { DocumentItem } from './document-item.tsx';
import { ImageItem } from './image-item.tsx';
import { ListItem } from './list-item.tsx';
import { ModelTableItem } from './model-table-item.tsx';
import { RichTextItem } from './rich-text-item.tsx';
import { SpinViewer } from './spin-viewer.tsx';

export interface ItemContext {
  showPrice: boolean;
  showInventory: boolean;
  siteName: string;
  enableExport: boolean;
  productId: number;
  printing: boolean;
  selectedImageId: number | null;
  onSelectImage: (sectionItemId: number) => void;
}

/** One section item, by its type. */
export function SectionItemView({ item, context }: { item: SectionItem; context: ItemContext }) {
  switch (item.SectionItemType) {
    case 'List':
      return <ListItem item={item} />;
    case 'Image':
      return (
        <ImageItem
          item={item}
          selected={context.selectedImageId === item.SectionItemId}
          onSelect={() => context.onSelectImage(item.SectionItemId)}
        />
      );
    case 'RichText':
      return <RichTextItem item={item} />;
    case 'Document':
      return <DocumentItem item={item} />;
    case 'ModelTable':
      return item.Table ? <ModelTableItem table={item.Table} context={context} /> : null;
    case 'SpinSirv':
      return <SpinViewer item={item} />;
  }
}
