import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './catalog-tree.css';
import {
  hasChildren as opens,
  highlighted,
  visibleRows,
  type TreeNode,
  type VisibleRow,
} from './tree-nodes.ts';

export interface CatalogTreeProps {
  nodes: TreeNode[];
  /** The tree's accessible name. */
  label: string;
  selected: string | null;
  onSelect: (node: TreeNode) => void;
  /** Nodes matching it are marked, and their parents opened. */
  highlight: RegExp | null;
  open: ReadonlySet<string>;
  onOpenChange: (open: Set<string>) => void;
  /** Something after a node's name (the editor's entity badge and markers). */
  badge?: (node: TreeNode) => ReactNode;
  /** What an empty tree says. */
  empty?: string;
}

const toggled = (open: ReadonlySet<string>, key: string, on: boolean) => {
  const next = new Set(open);
  if (on) next.add(key);
  else next.delete(key);
  return next;
};

/**
 * The catalogue tree (Category > Product Class > Manufacturing Series > Product) as an ARIA
 * tree: arrows move and open, Enter or Space selects, Home and End jump, one tab stop.
 */
export function CatalogTree(props: CatalogTreeProps) {
  const { nodes, selected, onSelect, open, onOpenChange } = props;
  const marks = useMemo(() => highlighted(nodes, props.highlight), [nodes, props.highlight]);
  const shownOpen = useMemo(() => new Set([...open, ...marks.open]), [open, marks.open]);
  const rows = useMemo(() => visibleRows(nodes, shownOpen), [nodes, shownOpen]);
  const [focused, setFocused] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const current =
    rows.find((r) => r.node.key === focused) ??
    rows.find((r) => r.node.key === selected) ??
    rows[0];

  const focus = (row: VisibleRow | undefined) => {
    if (!row) return;
    setFocused(row.node.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${row.node.key}"]`)?.focus();
  };
  const setOpen = (row: VisibleRow, on: boolean) =>
    onOpenChange(toggled(shownOpen, row.node.key, on));
  const choose = (row: VisibleRow) => {
    setFocused(row.node.key);
    onSelect(row.node);
    if (opens(row.node)) setOpen(row, !shownOpen.has(row.node.key));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!current) return;
    const at = rows.indexOf(current);
    const isOpen = shownOpen.has(current.node.key);
    const hasChildren = opens(current.node);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focus(rows[at + 1]),
      ArrowUp: () => focus(rows[at - 1]),
      Home: () => focus(rows[0]),
      End: () => focus(rows[rows.length - 1]),
      ArrowRight: () => {
        if (hasChildren && !isOpen) setOpen(current, true);
        else if (hasChildren) focus(rows[at + 1]);
      },
      ArrowLeft: () => {
        if (hasChildren && isOpen) setOpen(current, false);
        else focus(rows.find((r) => r.node.key === current.parent));
      },
      Enter: () => choose(current),
      ' ': () => choose(current),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };

  if (nodes.length === 0)
    return <p className="text-body-secondary">{props.empty ?? 'Nothing to browse.'}</p>;
  return (
    <ul
      ref={list}
      role="tree"
      aria-label={props.label}
      className="catalog-tree"
      onKeyDown={onKeyDown}
    >
      {rows.map((row) => {
        const { node } = row;
        const hasChildren = opens(node);
        const isSelected = node.key === selected;
        return (
          <li
            key={node.key}
            data-key={node.key}
            role="treeitem"
            aria-level={row.depth}
            aria-expanded={hasChildren ? shownOpen.has(node.key) : undefined}
            aria-selected={isSelected}
            tabIndex={node.key === current?.node.key ? 0 : -1}
            className={`catalog-tree-item${isSelected ? ' active' : ''}`}
            style={{ paddingLeft: `${(row.depth - 1) * 1.1 + 0.25}rem` }}
            onClick={() => choose(row)}
            onFocus={() => setFocused(node.key)}
          >
            <span className="catalog-tree-twisty" aria-hidden>
              {hasChildren ? (shownOpen.has(node.key) ? '▾' : '▸') : ''}
            </span>
            {marks.matches.has(node.key) ? <mark>{node.label}</mark> : node.label}
            {node.isPreview && <span className="badge text-bg-warning ms-1">Preview</span>}
            {node.hidden && <span className="badge text-bg-secondary ms-1">Hidden</span>}
            {props.badge?.(node)}
          </li>
        );
      })}
    </ul>
  );
}
