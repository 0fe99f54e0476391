import {
  FINDER_MAX_VALUE_LENGTH,
  type FinderField,
  type FinderFilter,
  type FoundModel,
} from '@portal/domain';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';
import {
  addRow,
  canAddRow,
  chooseField,
  countLine,
  editRow,
  fieldGroups,
  fieldKey,
  fieldOf,
  initialRows,
  prepareSearch,
  removeRow,
  resultColumns,
  serverErrors,
  shownValue,
  valueInputOf,
  type FilterRow,
  type ResultColumn,
  type RowEdit,
  type RowError,
  type RowErrors,
} from './filter-rows.ts';
import { refusalOf, useFilterFields, useFoundModels } from './finder-search-api.ts';

export interface SearchFilterTabProps {
  /** A result's row was clicked, or its catalogue number activated from the keyboard. */
  onSelectModel?: (row: FoundModel) => void;
  /** Buttons of a result, in the table's last column. */
  rowAction?: (row: FoundModel) => ReactNode;
}

const RESULTS_HEIGHT = 600;
const BEFORE_SEARCH = 'Use the filters to search and filter the results.';
const NOTHING_FOUND = 'No Models Found for the filters.';

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

interface RowProps {
  row: FilterRow;
  number: number;
  fields: FinderField[];
  error: RowError | undefined;
  autoFocus: boolean;
  onField: (field: string) => void;
  onEdit: (edit: RowEdit) => void;
  onRemove: () => void;
  onSearch: () => void;
}

/** One filter: field, Contains / Does not contain, value, Blank only and Remove; stacked on a phone. */
function FilterRowControls(props: RowProps) {
  const { row, number, fields, error, autoFocus, onField, onEdit, onRemove, onSearch } = props;
  const id = useId();
  const field = fieldOf(fields, row.field);
  const errorId = `${id}-error`;
  const invalid = (control: RowError['control']) =>
    error?.control === control ? { isInvalid: true, 'aria-describedby': errorId } : {};
  return (
    <div role="group" aria-label={`Filter ${number}`} className="mb-2">
      <Row className="g-2 align-items-center">
        <Col xs={12} md={4}>
          <Form.Select
            aria-label={`Field of filter ${number}`}
            value={row.field}
            autoFocus={autoFocus}
            onChange={(e) => onField(e.currentTarget.value)}
            {...invalid('field')}
          >
            <option value="">Choose a field</option>
            {fieldGroups(fields).map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.fields.map((f) => (
                  <option key={fieldKey(f)} value={fieldKey(f)}>
                    {f.DisplayName}
                  </option>
                ))}
              </optgroup>
            ))}
          </Form.Select>
        </Col>
        <Col xs={12} sm="auto">
          {/* The radios take the focus (arrow keys move between them), not their labels. */}
          <ToggleButtonGroup
            type="radio"
            name={`${id}-match`}
            aria-label={`Match of filter ${number}`}
            value={row.negate ? 'not' : 'contains'}
            onChange={(value: string) => onEdit({ negate: value === 'not' })}
          >
            <ToggleButton
              id={`${id}-contains`}
              value="contains"
              variant="outline-secondary"
              tabIndex={-1}
            >
              Contains
            </ToggleButton>
            <ToggleButton id={`${id}-not`} value="not" variant="outline-secondary" tabIndex={-1}>
              Does not contain
            </ToggleButton>
          </ToggleButtonGroup>
        </Col>
        <Col xs={12} sm>
          <ValueControl
            row={row}
            field={field}
            label={`Value of filter ${number}`}
            invalid={invalid('value')}
            onEdit={onEdit}
            onSearch={onSearch}
          />
        </Col>
        <Col xs="auto">
          <Form.Check
            type="switch"
            id={`${id}-blank`}
            label="Blank only"
            aria-label={`Blank only of filter ${number}`}
            checked={row.blank}
            onChange={(e) => onEdit({ blank: e.currentTarget.checked })}
          />
        </Col>
        <Col xs="auto">
          <Button
            variant="outline-secondary"
            aria-label={`Remove filter ${number}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        </Col>
      </Row>
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error.message}
        </div>
      )}
    </div>
  );
}

function ValueControl({
  row,
  field,
  label,
  invalid,
  onEdit,
  onSearch,
}: {
  row: FilterRow;
  field: FinderField | undefined;
  label: string;
  invalid: { isInvalid?: boolean; 'aria-describedby'?: string };
  onEdit: (edit: RowEdit) => void;
  onSearch: () => void;
}) {
  const input = valueInputOf(field);
  const disabled = row.blank || !field;
  if (input.kind === 'select') {
    // A select does not submit its form on Enter by itself.
    const enter = (e: KeyboardEvent<HTMLSelectElement>) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      onSearch();
    };
    return (
      <Form.Select
        aria-label={label}
        value={row.value}
        disabled={disabled}
        onChange={(e) => onEdit({ value: e.currentTarget.value })}
        onKeyDown={enter}
        {...invalid}
      >
        <option value="">Choose a value</option>
        {input.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    );
  }
  return (
    <Form.Control
      aria-label={label}
      value={row.value}
      disabled={disabled}
      placeholder={field ? 'Value' : 'Choose a field first'}
      inputMode={input.numeric ? 'decimal' : undefined}
      maxLength={FINDER_MAX_VALUE_LENGTH}
      onChange={(e) => onEdit({ value: e.currentTarget.value })}
      {...invalid}
    />
  );
}

interface ResultsProps extends SearchFilterTabProps {
  models: FoundModel[];
  last: { Total: number; TotalIsExact: boolean } | undefined;
  columns: ResultColumn[];
  more: { loading: boolean; error: unknown; load: () => void } | null;
}

/** The count line, the models in a 600 px scroll area with a sticky header, and Load more. */
function Results({ models, last, columns, onSelectModel, rowAction, more }: ResultsProps) {
  const [selected, setSelected] = useState<string | null>(null);
  if (models.length === 0)
    return (
      <p className="mb-0" role="status">
        {NOTHING_FOUND}
      </p>
    );
  const choose = onSelectModel
    ? (model: FoundModel) => {
        setSelected(model.PcnCatalogNumber);
        onSelectModel(model);
      }
    : null;
  return (
    <>
      <p className="mb-2" role="status">
        {countLine(models.length, last?.Total ?? models.length, last?.TotalIsExact ?? true)}
      </p>
      <div
        className="overflow-auto border rounded"
        style={{ maxHeight: RESULTS_HEIGHT }}
        role="region"
        aria-label="Models found"
        tabIndex={0}
      >
        <Table hover size="sm" className="mb-0">
          <caption className="visually-hidden">Models found</caption>
          <thead className="sticky-top">
            <tr>
              <th scope="col">Catalog #</th>
              <th scope="col">Model</th>
              <th scope="col">Description</th>
              <th scope="col">Product</th>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
              {rowAction && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {models.map((model) => (
              <tr
                key={model.PcnCatalogNumber}
                aria-current={model.PcnCatalogNumber === selected ? 'true' : undefined}
                className={model.PcnCatalogNumber === selected ? 'table-active' : undefined}
                style={choose ? { cursor: 'pointer' } : undefined}
                onClick={choose ? () => choose(model) : undefined}
              >
                <th scope="row" className="text-nowrap fw-normal">
                  {choose ? (
                    <Button
                      variant="link"
                      className="p-0 align-baseline text-nowrap"
                      onClick={(e) => {
                        e.stopPropagation();
                        choose(model);
                      }}
                    >
                      {model.PcnCatalogNumber}
                    </Button>
                  ) : (
                    model.PcnCatalogNumber
                  )}
                </th>
                <td className="text-nowrap">{model.FingoodTpiMfgMod}</td>
                <td>{model.SapModelDescription || model.Descriptions || ''}</td>
                <td>{model.ProductDisplayName || model.ProductName}</td>
                {columns.map((c) => (
                  <td key={c.key}>{shownValue(c.field, model.Values[c.key])}</td>
                ))}
                {rowAction && (
                  <td className="text-nowrap" onClick={(e) => e.stopPropagation()}>
                    {rowAction(model)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {more && (
        <div className="mt-2">
          {more.error ? (
            <ErrorState
              title="More models could not be loaded"
              error={more.error}
              onRetry={more.load}
            />
          ) : (
            <Button variant="outline-primary" onClick={more.load} disabled={more.loading}>
              {more.loading ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
