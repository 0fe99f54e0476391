import type { ModelSearchResult } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useDebouncedValue } from '../../../ui/model-table/use-debounced-value.ts';
import { useToolModelSearch } from '../api/search-tool-models.ts';

/** Spec §9: the catalogue-number search waits a second after typing stops. */
export const CATALOG_SEARCH_DEBOUNCE_MS = 1000;

interface Props {
  text: string;
  onText: (text: string) => void;
  customerNumber: string | null;
  /** A model chosen from the results or the recent numbers. */
  onChoose: (catalogNumber: string) => void;
  recent: readonly string[];
}

/** The number a result shows first: the customer's own material number when it has one. */
export const resultNumber = (result: ModelSearchResult, customerNumber: string | null) =>
  (customerNumber && result.CustomerMaterialNumber) || result.PcnCatalogNumber;

/** Catalog Number: a live search (1 s after typing stops), and the last numbers chosen. */
export function CatalogNumberTab({ text, onText, customerNumber, onChoose, recent }: Props) {
  const settled = useDebouncedValue(text.trim(), CATALOG_SEARCH_DEBOUNCE_MS);
  const keyword = text.trim() === '' ? '' : settled;
  const found = useToolModelSearch(keyword, customerNumber);
  const waiting = text.trim() !== '' && (text.trim() !== settled || found.isFetching);
  return (
    <>
      <Form.Group controlId="export-catalog-number" className="mb-2">
        <Form.Label>Catalog number</Form.Label>
        <Form.Control
          type="search"
          value={text}
          autoComplete="off"
          placeholder="Catalog, model or customer material number"
          onChange={(e) => onText(e.target.value)}
        />
      </Form.Group>
      <div aria-live="polite">
        {waiting && <p className="small text-body-secondary mb-2">Searching...</p>}
        {keyword !== '' && found.isError && (
          <p className="small text-danger mb-2">{found.error.message}</p>
        )}
        {keyword !== '' && !waiting && found.data?.length === 0 && (
          <p className="small text-body-secondary mb-2">No models match {keyword}.</p>
        )}
      </div>
      {keyword !== '' && found.data && found.data.length > 0 && (
        <ListGroup className="export-results" role="group" aria-label="Models found">
          {found.data.map((r) => (
            <ListGroup.Item
              key={r.PcnCatalogNumber}
              action
              onClick={() => onChoose(r.PcnCatalogNumber)}
            >
              <span className="fw-semibold text-nowrap">{resultNumber(r, customerNumber)}</span>
              <span className="d-block small text-body-secondary">
                <span className="text-nowrap">{r.FingoodTpiMfgMod}</span>
                {r.SapModelDescription && <> · {r.SapModelDescription}</>}
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {text.trim() === '' && recent.length > 0 && (
        <section aria-labelledby="export-recent-title">
          <h3 id="export-recent-title" className="h6 small text-body-secondary mb-1">
            Recent catalog numbers
          </h3>
          <div className="d-flex flex-wrap gap-1">
            {recent.map((n) => (
              <Button key={n} size="sm" variant="outline-secondary" onClick={() => onChoose(n)}>
                {n}
              </Button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
