import type { EntityPermission, ProductContent } from '@portal/domain';
import { rowSummary } from '../../model/content-values.ts';
import { ContentRows } from './content-rows.tsx';
import { useDirtyKeys } from './use-dirty-keys.ts';

interface Props {
  content: ProductContent;
  permission: EntityPermission;
  onDirtyChange: (dirty: boolean) => void;
}

/** A product's sections › tabs › items, and its section tables › layout columns. */
export function TopologyTab({ content, permission, onDirtyChange }: Props) {
  const { report } = useDirtyKeys(onDirtyChange);
  const productId = content.ProductId;
  const common = { productId, permission };
  // A ModelTable item shows one of the product's own tables.
  const tables = content.Tables.map((t) => ({
    value: String(t.Id),
    label: rowSummary('table', t.Values, t.Id),
  }));
  const named = (values: Record<string, unknown>, id: number, kind: 'section' | 'tab' | 'table') =>
    rowSummary(kind, values as never, id);

  return (
    <>
      <ContentRows
        {...common}
        kind="section"
        parentId={productId}
        rows={content.Sections}
        title="Sections"
        empty="No sections yet."
        onDirtyChange={(dirty) => report('sections', dirty)}
        nested={(section, onSectionDirty) => (
          <ContentRows
            {...common}
            kind="tab"
            parentId={section.Id}
            rows={section.Tabs}
            title={`Tabs of ${named(section.Values, section.Id, 'section')}`}
            empty="No tabs yet."
            onDirtyChange={onSectionDirty}
            nested={(tab, onTabDirty) => (
              <ContentRows
                {...common}
                kind="item"
                parentId={tab.Id}
                rows={tab.Items}
                tables={tables}
                title={`Items of ${named(tab.Values, tab.Id, 'tab')}`}
                empty="No items yet."
                onDirtyChange={onTabDirty}
              />
            )}
          />
        )}
      />
      <ContentRows
        {...common}
        kind="table"
        parentId={productId}
        rows={content.Tables}
        title="Section tables"
        empty="No section tables yet."
        onDirtyChange={(dirty) => report('tables', dirty)}
        nested={(table, onTableDirty) => (
          <ContentRows
            {...common}
            kind="column"
            parentId={table.Id}
            rows={table.Columns}
            title={`Layout columns of ${named(table.Values, table.Id, 'table')}`}
            empty="No layout columns yet."
            onDirtyChange={onTableDirty}
          />
        )}
      />
    </>
  );
}
