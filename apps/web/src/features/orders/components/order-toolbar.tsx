import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { SalesRepChoice } from '../model/order-list-actions.ts';
import {
  DEFAULT_ORDER_SEARCH,
  FILTER_KEYS,
  withText,
  type OrderSearch,
} from '../model/order-search.ts';
import { FilterModal } from './filter-modal.tsx';
import { OrderSearchBox } from './order-search-box.tsx';
import { SalesRepPicker } from './sales-rep-picker.tsx';
import type { ChangeSearch } from './use-order-search.ts';

interface Props {
  search: OrderSearch;
  change: ChangeSearch;
  salesReps: SalesRepChoice[];
}

/** The free search, the sales-rep picker and the filter modal's button. */
export function OrderToolbar({ search, change, salesReps }: Props) {
  const [filtering, setFiltering] = useState(false);
  const filterCount = FILTER_KEYS.filter((key) => search[key] !== '').length;
  return (
    <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
      <OrderSearchBox
        applied={search.keyTerm}
        onApply={(keyTerm) => change((s) => withText(s, 'keyTerm', keyTerm), { replace: true })}
      />
      {salesReps.length > 0 && (
        <SalesRepPicker
          choices={salesReps}
          value={search.salesRep}
          onChange={(salesRep) => change((s) => withText(s, 'salesRep', salesRep))}
        />
      )}
      <Button variant="outline-primary" onClick={() => setFiltering(true)}>
        Filter
        {filterCount > 0 && (
          <Badge bg="primary" pill className="ms-2">
            {filterCount}
            <span className="visually-hidden"> filters applied</span>
          </Badge>
        )}
      </Button>
      <FilterModal
        show={filtering}
        onHide={() => setFiltering(false)}
        search={search}
        onFilter={(key, value) => change((s) => withText(s, key, value), { replace: true })}
        onReset={() => change(() => DEFAULT_ORDER_SEARCH)}
      />
    </div>
  );
}
