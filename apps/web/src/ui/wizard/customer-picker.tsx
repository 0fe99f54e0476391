import type { CustomerSearchResult } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { AddressLines } from '../address-lines.tsx';
import { useDebouncedValue } from '../model-table/use-debounced-value.ts';
import { searchCustomers } from './wizard-calls.ts';

const SEARCH_DEBOUNCE_MS = 500;
/** Spec: the orders site searches from 2 characters on. */
const SEARCH_MIN = 2;

export const customerLabel = (c: CustomerSearchResult) => `${c.CustomerName} - ${c.CustomerNumber}`;

interface PickerProps {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** The field's label and its empty text; the order forms' unless a page names its own. */
  label?: string;
  placeholder?: string;
  /** Said under the empty field: what typing there does. */
  hint?: string;
  /** Ask whether each customer has material numbers of its own (the export tool's button). */
  materialInfo?: boolean;
  /** Sales reps whose customers the search can be narrowed to; none hides the choice. */
  salesReps?: readonly { number: string; name: string }[];
  /** The sales rep the search is narrowed to is passed along: the order may be credited to it. */
  onChoose: (customer: CustomerSearchResult, salesRep: string) => void;
}

/**
 * A customer found by name or number among those the user may see: the Bill To customer of an
 * order or inquiry, the export tool's customer.
 */
export function CustomerPicker(props: PickerProps) {
  const { idPrefix, salesReps = [], onChoose, materialInfo = false } = props;
  const [keyword, setKeyword] = useState('');
  const [salesRep, setSalesRep] = useState('');
  const typed = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['wizard', 'customers', typed, salesRep, materialInfo],
    queryFn: ({ signal }) => searchCustomers(typed, { signal, salesRep, materialInfo }),
    enabled: typed.length >= SEARCH_MIN,
  });
  return (
    <>
      {salesReps.length > 0 && (
        <Form.Select
          className="mb-2"
          aria-label="Customers of sales rep"
          value={salesRep}
          onChange={(e) => setSalesRep(e.target.value)}
        >
          <option value="">All sales reps</option>
          {salesReps.map((r) => (
            <option key={r.number} value={r.number}>
              {r.name} ({r.number})
            </option>
          ))}
        </Form.Select>
      )}
      <Form.Group controlId={`${idPrefix}-customer`}>
        <Form.Label>{props.label ?? 'Customer'}</Form.Label>
        <Form.Control
          type="search"
          value={keyword}
          placeholder={props.placeholder ?? 'Company name or customer number'}
          autoComplete="off"
          onChange={(e) => setKeyword(e.target.value)}
        />
        {props.hint && keyword.trim() === '' && <Form.Text>{props.hint}</Form.Text>}
        {typed.length > 0 && typed.length < SEARCH_MIN && (
          <Form.Text>Type at least {SEARCH_MIN} characters.</Form.Text>
        )}
        {typed.length >= SEARCH_MIN && (
          <div className="mt-2" aria-live="polite">
            {found.isPending && <p className="small text-secondary mb-0">Searching...</p>}
            {found.isError && <p className="small text-danger mb-0">{found.error.message}</p>}
            {found.data?.length === 0 && (
              <p className="small text-secondary mb-0">No customer matches {typed}.</p>
            )}
            {found.data && found.data.length > 0 && (
              <ListGroup aria-label="Customers found">
                {found.data.map((c) => (
                  <ListGroup.Item
                    key={c.CustomerNumber}
                    action
                    onClick={() => onChoose(c, salesRep)}
                  >
                    {customerLabel(c)}
                    <span className="text-secondary small ms-2">{c.CustomerAddress.City}</span>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </div>
        )}
      </Form.Group>
    </>
  );
}

interface ChosenProps {
  customer: CustomerSearchResult;
  /** Absent when the customer is fixed (an inquiry being converted). */
  onRemove?: () => void;
  /** The credit-hold message of what is being created (§5), shown for a blocked customer. */
  creditHoldMessage: string;
}

/** The chosen Bill To customer with its address, a link to its page, and Remove. */
export function ChosenCustomer({ customer, onRemove, creditHoldMessage }: ChosenProps) {
  return (
    <>
      <h2 className="h6">Bill To</h2>
      <div className="d-flex align-items-start gap-3">
        <div className="flex-grow-1">
          <div className="fw-semibold">{customerLabel(customer)}</div>
          <AddressLines address={{ ...customer.CustomerAddress, Name: '' }} />
          <Link to={`/customer/${encodeURIComponent(customer.CustomerNumber)}`}>
            Customer details
          </Link>
        </div>
        {onRemove && (
          <Button variant="outline-secondary" size="sm" onClick={onRemove}>
            Remove
          </Button>
        )}
      </div>
      {customer.IsCreditBlocked && (
        <p className="text-danger small mt-2" role="alert">
          {creditHoldMessage}
        </p>
      )}
    </>
  );
}
