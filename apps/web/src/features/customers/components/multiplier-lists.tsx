import {
  formatMultiplierRate,
  multiplierTypeLabel,
  type CustomerMultipliers,
  type MultiplierEntry,
} from '@portal/domain';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useDebouncedValue } from '../../../ui/model-table/use-debounced-value.ts';
import { useCustomerMultipliers } from '../api/get-customer-multipliers.ts';
import { MultiplierTable } from './multiplier-table.tsx';

/** The spec's multiplier debounce (§9). */
const FILTER_DEBOUNCE_MS = 250;

const byNumber = (entries: Record<string, MultiplierEntry>, typed: string) => {
  const text = typed.trim().toLowerCase();
  const all = Object.values(entries).sort((a, b) => a.Number.localeCompare(b.Number));
  return text ? all.filter((e) => e.Number.toLowerCase().includes(text)) : all;
};

function Lists({ multipliers }: { multipliers: CustomerMultipliers }) {
  const [typed, setTyped] = useState('');
  const filter = useDebouncedValue(typed, FILTER_DEBOUNCE_MS);
  const filterId = useId();
  const own = multipliers.CustomerMultiplier;
  const products = Object.keys(multipliers.ProductMultipliers).length;
  const materials = Object.keys(multipliers.MaterialMultipliers).length;
  return (
    <>
      <p>
        <span className="fw-semibold">Customer multiplier: </span>
        {own ? `${formatMultiplierRate(own)} (${multiplierTypeLabel(own).toLowerCase()})` : 'None'}
      </p>
      {products + materials > 0 && (
        <Form.Group controlId={filterId} className="mb-3">
          <Form.Label visuallyHidden>Filter multipliers by product or material</Form.Label>
          <Form.Control
            type="search"
            placeholder="Filter by product or material"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Form.Group>
      )}
      <div className="row g-3">
        <div className="col-lg-6">
          <MultiplierTable
            title="Product multipliers"
            numberLabel="Product"
            entries={byNumber(multipliers.ProductMultipliers, filter)}
            total={products}
          />
        </div>
        <div className="col-lg-6">
          <MultiplierTable
            title="Material multipliers"
            numberLabel="Material"
            entries={byNumber(multipliers.MaterialMultipliers, filter)}
            total={materials}
          />
        </div>
      </div>
    </>
  );
}

/** The customer's pricing agreement: a net price in dollars, a multiplier as a percentage. */
export function MultiplierLists({ customerNumber }: { customerNumber: string }) {
  const multipliers = useCustomerMultipliers(customerNumber);
  return (
    <section aria-labelledby="multipliers-heading">
      <h2 className="h5" id="multipliers-heading">
        Multipliers
      </h2>
      {multipliers.isError && (
        <ErrorState error={multipliers.error} onRetry={() => void multipliers.refetch()} />
      )}
      {multipliers.isPending && <Loading label="Loading multipliers" />}
      {multipliers.data && <Lists multipliers={multipliers.data} />}
    </section>
  );
}
