import { type FinderField, type FinderFilter, type FoundModel } from '@portal/domain';
import { useRef, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';
import {
  addRow,
  canAddRow,
  chooseField,
  editRow,
  initialRows,
  prepareSearch,
  removeRow,
  resultColumns,
  serverErrors,
  type RowErrors,
} from './filter-rows.ts';
import { refusalOf, useFilterFields, useFoundModels } from './finder-search-api.ts';
import { FilterRowControls } from './filter-row-controls.tsx';
import { Results } from './finder-results.tsx';

export interface SearchFilterTabProps {
  /** A result's row was clicked, or its catalogue number activated from the keyboard. */
  onSelectModel?: (row: FoundModel) => void;
  /** Buttons of a result, in the table's last column. */
  rowAction?: (row: FoundModel) => ReactNode;
}

const BEFORE_SEARCH = 'Use the filters to search and filter the results.';

interface Searched {
  filters: FinderFilter[];
  rowIds: number[];
}

/** The model finder's Search and Filter tab: filter rows, then the models meeting them all. */
export function SearchFilterTab(props: SearchFilterTabProps) {
  const fields = useFilterFields();
  if (fields.isPending) return <Loading label="Loading filters" />;
  if (fields.isError)
    return (
      <ErrorState
        title="The filters could not be loaded"
        error={fields.error}
        onRetry={() => void fields.refetch()}
      />
    );
  if (fields.data.length === 0) return <p className="my-3">There are no fields to filter by.</p>;
  return <SearchFilter {...props} fields={fields.data} />;
}

function SearchFilter({
  fields,
  onSelectModel,
  rowAction,
}: SearchFilterTabProps & { fields: FinderField[] }) {
  const { catalogId, isPreview } = useCatalogQuery();
  const [rows, setRows] = useState(initialRows);
  const [addedId, setAddedId] = useState<number | null>(null);
  const [clientErrors, setClientErrors] = useState<RowErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [quiet, setQuiet] = useState<ReadonlySet<number>>(new Set());
  const [searched, setSearched] = useState<Searched | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const results = useFoundModels(searched?.filters ?? null, { catalogId, isPreview });

  const refusal = searched ? refusalOf(results.error) : null;
  const refused = refusal && searched ? serverErrors(refusal.errors, searched.rowIds) : null;
  const rowErrors: RowErrors = { ...clientErrors };
  for (const [id, error] of Object.entries(refused?.rowErrors ?? {}))
    if (!quiet.has(Number(id))) rowErrors[Number(id)] ??= error;
  // A refusal naming no filter goes to an alert; one marked under its rows needs none.
  const refusalAlert = !refused
    ? null
    : refused.other.length > 0
      ? refused.other.join(' ')
      : Object.keys(refused.rowErrors).length === 0
        ? (refusal?.message ?? null)
        : null;

  const touched = (id: number) => {
    setClientErrors(({ [id]: _gone, ...rest }) => rest);
    setQuiet((ids) => new Set(ids).add(id));
    setFormError(null);
  };
  const search = () => {
    const prepared = prepareSearch(rows, fields);
    setQuiet(new Set());
    if (!prepared.ok) {
      setClientErrors(prepared.rowErrors);
      setFormError(prepared.formError);
      return;
    }
    setClientErrors({});
    setFormError(null);
    const same = JSON.stringify(prepared.filters) === JSON.stringify(searched?.filters);
    setSearched({ filters: prepared.filters, rowIds: prepared.rowIds });
    if (same) void results.refetch();
  };
  const clear = () => {
    setRows(initialRows());
    setAddedId(null);
    setClientErrors({});
    setFormError(null);
    setSearched(null);
  };
  const add = () => {
    const next = addRow(rows);
    setRows(next);
    setAddedId(next.at(-1)?.id ?? null);
  };
  const remove = (id: number) => {
    setRows(removeRow(rows, id));
    touched(id);
    // The removed row held the focus; Add Filter is enabled again once the rows re-render.
    window.setTimeout(() => addButton.current?.focus());
  };

  return (
    <div className="py-3">
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        {rows.map((row, index) => (
          <FilterRowControls
            key={row.id}
            row={row}
            number={index + 1}
            fields={fields}
            error={rowErrors[row.id]}
            autoFocus={row.id === addedId}
            onField={(field) => {
              setRows((all) => chooseField(all, row.id, field));
              touched(row.id);
            }}
            onEdit={(edit) => {
              setRows((all) => editRow(all, row.id, edit));
              touched(row.id);
            }}
            onRemove={() => remove(row.id)}
            onSearch={search}
          />
        ))}
        {formError && (
          <div className="text-danger small mb-2" role="alert">
            {formError}
          </div>
        )}
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button
            ref={addButton}
            variant="outline-primary"
            onClick={add}
            disabled={!canAddRow(rows)}
          >
            Add Filter
          </Button>
          <Button type="submit" variant="primary">
            Search
          </Button>
          <Button variant="outline-secondary" onClick={clear}>
            Clear
          </Button>
        </div>
      </Form>
      {searched === null ? (
        <p className="mb-0">{BEFORE_SEARCH}</p>
      ) : results.isPending ? (
        <Loading label="Searching" />
      ) : results.isError && !results.isFetchNextPageError ? (
        refusal ? (
          refusalAlert && <Alert variant="danger">{refusalAlert}</Alert>
        ) : (
          <ErrorState
            title="The search did not succeed"
            error={results.error}
            onRetry={() => void results.refetch()}
          />
        )
      ) : (
        <Results
          models={results.data?.pages.flatMap((p) => p.List) ?? []}
          last={results.data?.pages.at(-1)}
          columns={resultColumns(searched.filters, fields)}
          onSelectModel={onSelectModel}
          rowAction={rowAction}
          more={
            results.hasNextPage
              ? {
                  loading: results.isFetchingNextPage,
                  error: results.isFetchNextPageError ? results.error : null,
                  load: () => void results.fetchNextPage(),
                }
              : null
          }
        />
      )}
    </div>
  );
}
