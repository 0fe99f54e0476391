import type { ProductContent } from '@portal/domain';
import type { JSX } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Loading } from '../../../../ui/loading.tsx';
import { useProductContent } from '../../api/content-calls.ts';
import { useEditorDefinition } from '../../api/editor-calls.ts';
import { ContentRows } from './content-rows.tsx';
import { TopologyTab } from './topology-tab.tsx';

export type ProductContentTabKey = 'topology' | 'features' | 'specifications' | 'productnotes';

/** The flat lists under a product: which rows, their kind and what an empty one says. */
const lists = {
  features: { kind: 'feature', rows: 'Features', title: 'Features', empty: 'No features yet.' },
  specifications: {
    kind: 'specification',
    rows: 'Specifications',
    title: 'Specifications',
    empty: 'No specifications yet.',
  },
  productnotes: { kind: 'note', rows: 'Notes', title: 'Notes', empty: 'No notes yet.' },
} as const satisfies Record<
  Exclude<ProductContentTabKey, 'topology'>,
  { kind: string; rows: keyof ProductContent; title: string; empty: string }
>;

/**
 * A product's topology, features, specifications or productnotes tab (admin §2.4): its rows
 * as the Product editor's permission allows; each row saves on its own (decision 173).
 */
export function ProductContentTab(props: {
  productId: number;
  tab: ProductContentTabKey;
  onDirtyChange: (dirty: boolean) => void;
}): JSX.Element {
  const { productId, tab, onDirtyChange } = props;
  const content = useProductContent(productId);
  const definition = useEditorDefinition('Product');

  if (content.isPending || definition.isPending)
    return <Loading label="Loading the product's content" />;
  if (content.isError || definition.isError)
    return (
      <ErrorState
        title="The product's content could not be read"
        error={content.error ?? definition.error}
        onRetry={() => void (content.isError ? content.refetch() : definition.refetch())}
      />
    );
  const permission = definition.data?.EffectivePermission;
  if (!permission?.CanRead)
    return <Alert variant="secondary">You may not open this product's content.</Alert>;

  if (tab === 'topology')
    return (
      <TopologyTab content={content.data} permission={permission} onDirtyChange={onDirtyChange} />
    );
  const list = lists[tab];
  return (
    <ContentRows
      key={tab}
      kind={list.kind}
      productId={productId}
      parentId={productId}
      rows={content.data[list.rows]}
      permission={permission}
      title={list.title}
      empty={list.empty}
      onDirtyChange={onDirtyChange}
    />
  );
}
