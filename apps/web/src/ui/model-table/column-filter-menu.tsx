import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { menuSorts } from './column-rules.ts';
import type { TableColumn } from './table-columns.ts';
import type { ColumnFilter, Facet, SortDirection } from './table-filter.ts';
import { BodyPortal } from '../body-portal.tsx';

/** Long value lists stay usable: the keyword box narrows them. */
const MAX_FACETS = 100;

interface Props {
  column: TableColumn;
  filter: ColumnFilter | undefined;
  facets: () => Facet[];
  sort: SortDirection | null;
  onSort: (direction: SortDirection) => void;
  onChange: (filter: ColumnFilter) => void;
  onClear: () => void;
}

function FacetList({
  facets,
  filter,
  onChange,
}: {
  facets: Facet[];
  filter: ColumnFilter;
  onChange: (filter: ColumnFilter) => void;
}) {
  const id = useId();
  if (facets.length === 0) return <p className="small text-body-secondary mb-0">No values.</p>;
  const toggle = (facet: Facet) =>
    onChange({
      ...filter,
      values: facet.selected
        ? filter.values.filter((v) => v !== facet.value)
        : [...filter.values, facet.value],
    });
  return (
    <div className="column-filter-facets" role="group" aria-label="Values">
      {facets.slice(0, MAX_FACETS).map((facet, i) => (
        <Form.Check
          key={facet.value}
          id={`${id}-${i}`}
          type="checkbox"
          checked={facet.selected}
          onChange={() => toggle(facet)}
          label={
            <>
              {facet.label} <span className="text-body-secondary">({facet.count})</span>
            </>
          }
        />
      ))}
      {facets.length > MAX_FACETS && (
        <p className="small text-body-secondary mb-0">
          {facets.length - MAX_FACETS} more values: type to narrow the list.
        </p>
      )}
    </div>
  );
}

/** A column's filter dropdown: sort A to Z / Z to A, keyword, facets with counts, Clear. */
export function ColumnFilterMenu({
  column,
  filter,
  facets,
  sort,
  onSort,
  onChange,
  onClear,
}: Props) {
  const [open, setOpen] = useState(false);
  const sortable = menuSorts(column);
  const current: ColumnFilter = filter ?? { keyword: '', values: [] };
  const active = current.keyword.trim() !== '' || current.values.length > 0;
  const label = `Filter ${column.header}${active ? ' (filtered)' : ''}${
    sort ? `, sorted ${sort === 'asc' ? 'A to Z' : 'Z to A'}` : ''
  }`;
  return (
    <Dropdown autoClose="outside" show={open} onToggle={(next) => setOpen(next)}>
      <Dropdown.Toggle
        size="sm"
        variant={active ? 'primary' : 'outline-secondary'}
        className="column-filter-toggle py-0 px-1"
        aria-label={label}
        title={label}
      >
        <span aria-hidden="true">{active ? '▼●' : '▼'}</span>
      </Dropdown.Toggle>
      {/* On the body and fixed: the table's scroll box and sticky cells never cover it. */}
      <BodyPortal>
        <Dropdown.Menu className="column-filter-menu p-2" popperConfig={{ strategy: 'fixed' }}>
          {sortable && (
            <>
              <Dropdown.Item
                as="button"
                className={sort === 'asc' ? 'fw-semibold' : undefined}
                aria-pressed={sort === 'asc'}
                onClick={() => onSort('asc')}
              >
                Sort A to Z
              </Dropdown.Item>
              <Dropdown.Item
                as="button"
                className={sort === 'desc' ? 'fw-semibold' : undefined}
                aria-pressed={sort === 'desc'}
                onClick={() => onSort('desc')}
              >
                Sort Z to A
              </Dropdown.Item>
            </>
          )}
          {column.filterable && (
            <>
              {sortable && <Dropdown.Divider />}
              <Form.Control
                size="sm"
                type="search"
                className="mb-2"
                placeholder="Keyword"
                aria-label={`Keyword in ${column.header}`}
                value={current.keyword}
                onChange={(e) => onChange({ ...current, keyword: e.target.value })}
              />
              {open && <FacetList facets={facets()} filter={current} onChange={onChange} />}
            </>
          )}
          <Dropdown.Divider />
          <Button
            size="sm"
            variant="link"
            className="p-0"
            onClick={() => {
              onClear();
              setOpen(false);
            }}
          >
            Clear
          </Button>
        </Dropdown.Menu>
      </BodyPortal>
    </Dropdown>
  );
}
