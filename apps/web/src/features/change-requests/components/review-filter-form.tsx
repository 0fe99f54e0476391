import { changeRequestStatuses, changeRequestStatusLabel } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DEFAULT_REVIEW_FILTERS, type ReviewFilters } from '../model/review-filters.ts';

interface Props {
  applied: ReviewFilters;
  onApply: (filters: ReviewFilters) => void;
}

/** The queue's filters: status, kind, catalogue number and proposer, applied with Filter. */
export function ReviewFilterForm({ applied, onApply }: Props) {
  const [values, setValues] = useState(applied);
  const set = <K extends keyof ReviewFilters>(name: K, value: ReviewFilters[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  // Two filters to a row on a phone, four on a desktop.
  return (
    <Form onSubmit={submit} className="row g-2 align-items-end mb-3" aria-label="Filter the queue">
      <Form.Group className="col-6 col-lg-3" controlId="review-status">
        <Form.Label className="small mb-1">Status</Form.Label>
        <Form.Select
          size="sm"
          value={values.status}
          onChange={(e) => set('status', e.target.value as ReviewFilters['status'])}
        >
          {changeRequestStatuses.map((status) => (
            <option key={status} value={status}>
              {changeRequestStatusLabel[status]}
            </option>
          ))}
          <option value="any">Any status</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-lg-2" controlId="review-kind">
        <Form.Label className="small mb-1">Kind</Form.Label>
        <Form.Select
          size="sm"
          value={values.kind}
          onChange={(e) => set('kind', e.target.value as ReviewFilters['kind'])}
        >
          <option value="">Any</option>
          <option value="Change">Change</option>
          <option value="Delete">Delete</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="col-6 col-lg-3" controlId="review-catalog-number">
        <Form.Label className="small mb-1">Catalog number</Form.Label>
        <Form.Control
          size="sm"
          value={values.catalogNumber}
          maxLength={18}
          onChange={(e) => set('catalogNumber', e.target.value)}
        />
      </Form.Group>
      <Form.Group className="col-6 col-lg-2" controlId="review-requested-by">
        <Form.Label className="small mb-1">Proposer</Form.Label>
        <Form.Control
          size="sm"
          value={values.requestedBy}
          maxLength={100}
          onChange={(e) => set('requestedBy', e.target.value)}
        />
      </Form.Group>
      <div className="col-auto d-flex gap-2">
        <Button type="submit" size="sm">
          Filter
        </Button>
        <Button
          size="sm"
          variant="link"
          onClick={() => {
            setValues(DEFAULT_REVIEW_FILTERS);
            onApply(DEFAULT_REVIEW_FILTERS);
          }}
        >
          Clear filters
        </Button>
      </div>
    </Form>
  );
}
