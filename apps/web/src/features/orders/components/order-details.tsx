import type { OrderPartyView, OrderRow } from '@portal/domain';
import type { ReactNode } from 'react';
import { DeliveryCards } from '../../../ui/orders/delivery-cards.tsx';
import { OrderItems } from '../../../ui/orders/order-items.tsx';
import { ReorderLink } from '../../../ui/orders/reorder-link.tsx';

const place = (party: OrderPartyView | null) =>
  party ? [party.Name, party.City, party.Region].filter(Boolean).join(', ') : '—';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="row small mb-3">
      {rows.map(([label, value]) => (
        <div key={label} className="col-sm-6 col-lg-3">
          <dt className="fw-normal text-body-secondary">{label}</dt>
          <dd className="mb-1 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An order's expanded row: who and where, every item with its status, every delivery. */
export function OrderDetails({ order, compact }: { order: OrderRow; compact: boolean }) {
  const reps = order.SalesRepresentatives.map((r) => `${r.Name} (${r.SalesRepNumber})`);
  return (
    <div className="py-2">
      <Facts
        rows={[
          ['Bill To', place(order.BillToParty)],
          ['Ship To', place(order.ShipToParty)],
          ['Creator', order.Creator ?? '—'],
          ['Sales Representative', reps.length > 0 ? reps.join(', ') : '—'],
        ]}
      />
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 className="h6 mb-0">Items ({order.OrderItems.length})</h2>
        <ReorderLink customerNumber={order.CustomerNumber} items={order.OrderItems} />
      </div>
      <OrderItems items={order.OrderItems} compact={compact} />
      {order.Deliveries.length > 0 && (
        <>
          <h2 className="h6 mt-3">Deliveries ({order.Deliveries.length})</h2>
          <DeliveryCards deliveries={order.Deliveries} />
        </>
      )}
    </div>
  );
}
