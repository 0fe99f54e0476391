import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { filterBadges } from '../model/filter-badges.ts';
import type { OrderSearch, TextKey } from '../model/order-search.ts';
import { ORDER_SEARCH_ID } from './order-search-box.tsx';

interface Props {
  search: OrderSearch;
  onRemove: (key: TextKey) => void;
  onReset: () => void;
}

/** What the list is narrowed by, each removable on its own, and Reset Filter for all. */
export function FilteredBy({ search, onRemove, onReset }: Props) {
  const group = useRef<HTMLDivElement>(null);
  const focusNext = useRef<TextKey | 'search' | null>(null);
  const badges = filterBadges(search);
  // The pressed badge goes away: the focus moves on to a neighbour, or back to the search.
  useEffect(() => {
    if (!focusNext.current) return;
    const next = group.current?.querySelector<HTMLElement>(
      `[data-filter-badge="${focusNext.current}"]`,
    );
    (next ?? document.getElementById(ORDER_SEARCH_ID))?.focus();
    focusNext.current = null;
  }, [search]);
  if (badges.length === 0) return null;

  const remove = (key: TextKey) => {
    const index = badges.findIndex((badge) => badge.key === key);
    focusNext.current = (badges[index + 1] ?? badges[index - 1])?.key ?? 'search';
    onRemove(key);
  };
  const reset = () => {
    onReset();
    document.getElementById(ORDER_SEARCH_ID)?.focus();
  };

  return (
    <div
      ref={group}
      role="group"
      aria-label="Filtered By"
      className="d-flex flex-wrap align-items-center gap-2 mb-3"
    >
      <span className="small fw-semibold" aria-hidden="true">
        Filtered By
      </span>
      {badges.map((badge) => (
        <Badge
          key={badge.key}
          as="button"
          type="button"
          pill
          bg="secondary"
          className="border-0 fw-normal"
          data-filter-badge={badge.key}
          onClick={() => remove(badge.key)}
        >
          {badge.label}: {badge.value} <span aria-hidden="true">×</span>
          <span className="visually-hidden"> (remove)</span>
        </Badge>
      ))}
      <Button variant="link" size="sm" className="p-0" onClick={reset}>
        Reset Filter
      </Button>
    </div>
  );
}
