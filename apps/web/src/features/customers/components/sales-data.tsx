import { formatUsd, type Customer } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';
import { FieldList } from './field-list.tsx';
import { MultiplierLists } from './multiplier-lists.tsx';

/** Credit, receivables and payment term, then the multipliers (loaded when the tab opens). */
export function SalesData({ customer }: { customer: Customer }) {
  return (
    <>
      <h2 className="h5">Credit</h2>
      <FieldList
        fields={[
          ['Credit blocked', customer.IsCreditBlocked ? <Badge bg="danger">Yes</Badge> : 'No'],
          ['Credit limit', formatUsd(customer.CreditLimit)],
          ['Total receivables', formatUsd(customer.TotalReceivables)],
          ['Payment term', customer.PaymentTerm],
        ]}
      />
      <MultiplierLists customerNumber={customer.CustomerNumber} />
    </>
  );
}
