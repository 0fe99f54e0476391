import type { Editor, EditorField, EditorSection } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { RouteTabs } from '../../../ui/route-tabs/route-tabs.tsx';
import type { ItemRef } from '../model/editor-tree.ts';
import { isContentTab, planTabs, type EditorTabKey } from '../model/editor-tabs.ts';
import { EditorSections, type FieldsApi } from './editor-sections.tsx';
import { AddFieldSelect } from './add-field-select.tsx';

// The content tabs carry the rich-text editor's loader and the row editors: read on first use.
const ProductContentTab = lazy(async () => ({
  default: (await import('./content/product-content-tab.tsx')).ProductContentTab,
}));

interface Props {
  item: ItemRef;
  editor: Editor;
  /** The sections the user may read, as the form shows them. */
  sections: EditorSection[];
  /** Hidden blank fields the user may add (HideBlankFields). */
  addable: EditorField[];
  onAddField: (propertyName: string) => void;
  api: FieldsApi;
  /** A deleted item shows its own fields only: its content went with it. */
  deleted: boolean;
  /** A content tab holds a row with unsaved changes. */
  onContentDirtyChange: (dirty: boolean) => void;
  /** Told when a content tab opens or closes: those tabs save row by row. */
  onContentTabChange: (open: boolean) => void;
}

/**
 * The item's tabs (admin §2.4): edit and the section tabs share the item's form and its Save;
 * a product's content tabs save row by row, so leaving one with a row half edited asks first.
 */
export function ItemTabs({
  item,
  editor,
  sections,
  addable,
  onAddField,
  api,
  deleted,
  onContentDirtyChange,
  onContentTabChange,
}: Props) {
  const [tab, setTab] = useState<EditorTabKey>('edit');
  const [contentDirty, setContentDirty] = useState(false);
  const [leaving, setLeaving] = useState<EditorTabKey | null>(null);
  const plans = planTabs(item.entityName, sections, !deleted && editor.EffectivePermission.CanRead);

  const reportContentDirty = (dirty: boolean) => {
    setContentDirty(dirty);
    onContentDirtyChange(dirty);
  };
  const open = (next: EditorTabKey) => {
    setTab(next);
    onContentTabChange(isContentTab(next));
  };
  const select = (key: string) => {
    const next = key as EditorTabKey;
    if (next === tab) return;
    if (contentDirty) setLeaving(next);
    else open(next);
  };
  const leave = () => {
    reportContentDirty(false);
    open(leaving ?? 'edit');
    setLeaving(null);
  };

  const tabs = plans.map(({ key, sections: shown }) => {
    if (isContentTab(key))
      return {
        key,
        title: key,
        content: (
          <Suspense fallback={<Loading label={`Loading ${key}`} />}>
            <ProductContentTab productId={item.id} tab={key} onDirtyChange={reportContentDirty} />
          </Suspense>
        ),
      };
    const fieldsHere = new Set(shown.flatMap((s) => s.Fields));
    const offered = addable.filter((f) => fieldsHere.has(f));
    return {
      key,
      title: key,
      content: (
        <>
          <AddFieldSelect fields={offered} onAdd={onAddField} />
          <EditorSections editor={editor} sections={shown} api={api} />
        </>
      ),
    };
  });

  return (
    <>
      <RouteTabs
        id="editor-tabs"
        label="Editor tabs"
        variant="tabs"
        className="mb-3 flex-nowrap overflow-x-auto editor-tab-list"
        activeKey={tab}
        onSelect={select}
        tabs={tabs}
      />
      <ConfirmDialog
        title="Unsaved changes"
        message={
          leaving
            ? `The ${tab} tab has changes that are not saved. Leave it and discard them?`
            : null
        }
        confirmLabel="Yes"
        cancelLabel="No"
        confirmVariant="primary"
        onConfirm={leave}
        onCancel={() => setLeaving(null)}
      />
    </>
  );
}
