import type { SectionItem } from '@portal/domain';
import { RichText } from '../../../../ui/rich-text.tsx';

/** The server sanitises rich text before storing it; it is shown as written. */
export function RichTextItem({ item }: { item: SectionItem }) {
  return (
    <div className="rich-text mb-3">
      {item.DisplayName && <h3 className="h6">{item.DisplayName}</h3>}
      <RichText html={item.RichText ?? ''} />
    </div>
  );
}
