import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { filterBadges, type TabbedSearch, type TabbedSearchShape } from './tabbed-search.ts';

interface Props<Text extends string> {
  shape: TabbedSearchShape<string, Text, string>;
  search: TabbedSearch<string, Text, string>;
  onRemove: (key: Text) => void;
  onReset: () => void;
}

/** What the list is narrowed by, each removable on its own, and Reset Filter for all. */
export function FilteredBy<Text extends string>({ shape, search, onRemove, onReset }: Props<Text>) {
  const group = useRef<HTMLDivElement>(null);
  const focusNext = useRef<Text | 'search' | null>(null);
  const badges = filterBadges(shape, search);
  const searchId = shape.searchBox.id;
  // The pressed badge goes away: the focus moves on to a neighbour, or back to the search.
  useEffect(() => {
    if (!focusNext.current) return;
    const next = group.current?.querySelector<HTMLElement>(
      `[data-filter-badge="${focusNext.current}"]`,
    );
    (next ?? document.getElementById(searchId))?.focus();
    focusNext.current = null;
  }, [search, searchId]);
  if (badges.length === 0) return null;

  const remove = (key: Text) => {
    const index = badges.findIndex((badge) => badge.key === key);
    focusNext.current = (badges[index + 1] ?? badges[index - 1])?.key ?? 'search';
    onRemove(key);
  };
  const reset = () => {
    onReset();
    document.getElementById(searchId)?.focus();
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
