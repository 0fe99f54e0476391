interface Props<K extends string> {
  label: string;
  column: K;
  sortBy: K;
  descending: boolean;
  onSort: (column: K) => void;
}

/** A column heading that sorts; the same column again flips the direction. */
export function SortHeader<K extends string>({
  label,
  column,
  sortBy,
  descending,
  onSort,
}: Props<K>) {
  const active = column === sortBy;
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-decoration-none"
        onClick={() => onSort(column)}
      >
        {label}
        <span aria-hidden="true">{active ? (descending ? ' ▼' : ' ▲') : ''}</span>
      </button>
    </th>
  );
}

/** A SortHeader for each column of a list whose every column sorts: its label and sort key. */
export function sortHeaders<K extends string>(
  columns: readonly (readonly [string, K])[],
  { sortBy, sortDesc }: { sortBy: K; sortDesc: boolean },
  onSort: (column: K) => void,
) {
  return columns.map(([label, column]) => (
    <SortHeader
      key={column}
      label={label}
      column={column}
      sortBy={sortBy}
      descending={sortDesc}
      onSort={onSort}
    />
  ));
}
