import type { EditableEntityName } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useEditorDefinition } from '../api/editor-calls.ts';
import { childEntityOf, itemKey, type ItemRef } from '../model/editor-tree.ts';
import { useItemDeleted } from '../model/item-flags.ts';
import { NewItemDialog } from './new-item-dialog.tsx';

interface Props {
  /** The selected node, under which the new item goes; null for a new category. */
  parent: ItemRef | null;
  parentTitle: string | null;
  /** A selected group node (Sites, Catalogs, Divisions): the new item goes in that group. */
  group?: EditableEntityName | null;
  onCreated: (item: ItemRef, parent: ItemRef | null) => void;
}

/**
 * 'New {child entity}' under the selected node, when the user may create at that level. A node
 * deleted in this session stays in view to read only: nothing new goes under it.
 */
export function NewItemButton({ parent, parentTitle, group = null, onCreated }: Props) {
  const entityName = group ?? childEntityOf(parent?.entityName ?? null);
  const definition = useEditorDefinition(entityName);
  const parentDeleted = useItemDeleted(parent && !group ? itemKey(parent) : null);
  const [show, setShow] = useState(false);
  const editor = definition.data;
  if (!entityName || parentDeleted || !editor?.EffectivePermission.CanCreate) return null;
  return (
    <>
      <Button size="sm" variant="outline-primary" onClick={() => setShow(true)}>
        New {editor.DisplayName}
      </Button>
      {show && (
        <NewItemDialog
          entityName={entityName}
          editor={editor}
          parent={group ? null : parent}
          parentTitle={group ? null : parentTitle}
          onClose={() => setShow(false)}
          onCreated={(item) => {
            setShow(false);
            onCreated(item, parent);
          }}
        />
      )}
    </>
  );
}
