import { useEffect } from 'react';
import { useEditorItem } from '../api/editor-calls.ts';
import { itemKey, parentRef, type ItemRef } from '../model/editor-tree.ts';

interface Props {
  item: ItemRef;
  /** Opens a node on the way to the item. */
  onReveal: (key: string) => void;
}

/**
 * Opens the way to an item the address named (a link from the change log): the item names
 * only its parent, so each parent is read in turn up to the category. A level the user may
 * not open ends the way there.
 */
export function RevealInTree({ item, onReveal }: Props) {
  const answer = useEditorItem(item, true);
  const parent = parentRef(answer.data?.Parent ?? null);
  const parentKey = parent ? itemKey(parent) : null;
  useEffect(() => {
    if (parentKey) onReveal(parentKey);
  }, [parentKey, onReveal]);
  return parent ? <RevealInTree item={parent} onReveal={onReveal} /> : null;
}
