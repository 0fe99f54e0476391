import { type FoundModel } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ErrorState } from '../../../ui/error-state.tsx';
import { countLine, shownValue, type ResultColumn } from './filter-rows.ts';
import type { SearchFilterTabProps } from './search-filter-tab.tsx';

/** Spec: the finder's results sit 600 px high. */
const RESULTS_HEIGHT = 600;
const NOTHING_FOUND = 'No Models Found for the filters.';

interface ResultsProps extends SearchFilterTabProps {
  models: FoundModel[];
  last: { Total: number; TotalIsExact: boolean } | undefined;
  columns: ResultColumn[];
  more: { loading: boolean; error: unknown; load: () => void } | null;
}

/** The count line, the models in a 600 px scroll area with a sticky header, and Load more. */
export function Results({ models, last, columns, onSelectModel, rowAction, more }: ResultsProps) {
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
