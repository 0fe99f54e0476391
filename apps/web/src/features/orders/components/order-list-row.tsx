import { formatUsd, type Delivery, type OrderRow } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CustomerCell } from '../../../ui/list/customer-cell.tsx';
import { ListCell } from '../../../ui/list/list-table.tsx';
import { CarrierLines } from '../../../ui/orders/carrier-lines.tsx';
import { ItemLines } from '../../../ui/orders/item-lines.tsx';
import { orderDate } from '../../../ui/orders/order-dates.ts';
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx';
import type { ShipColumn } from '../model/ship-column.ts';
import { OrderDetails } from './order-details.tsx';

interface Props {
  order: OrderRow;
  ship: ShipColumn | null;
  columnCount: number;
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  onTrack: (delivery: Delivery) => void;
  /** Below md: the details list the items as cards. */
  compact: boolean;
}

function Customer({ order }: { order: OrderRow }) {
  const name = order.CustomerName ?? order.BillToParty?.Name ?? 'Guest order';
  if (!order.CustomerNumber) return name;
  return <CustomerCell number={order.CustomerNumber} name={name} />;
}

/** One order of the list and, when expanded, its details in a row of their own below it. */
export function OrderListRow({
  order,
  ship,
  columnCount,
  expanded,
  onExpand,
  onTrack,
  compact,
}: Props) {
  // The ERP numbers an order some time after it is placed; until then the portal's number names it.
  const number = order.SalesOrderNumber || 'Being processed';
  const name = `order ${order.SalesOrderNumber || `#${order.OrderId}`}`;
  const detailsId = `order-details-${order.OrderId}`;
  return (
    <>
      <tr className={expanded ? 'table-active' : undefined}>
        <ListCell label="Details">
          <Button
            variant="outline-secondary"
            size="sm"
            className="order-toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={() => onExpand(!expanded)}
          >
            <span aria-hidden="true">{expanded ? '−' : '+'}</span>
            <span className="visually-hidden">Details of {name}</span>
          </Button>
        </ListCell>
        <ListCell label="Sales Order Number">
          <Link to={`/order_summary/${order.SalesOrderNumber || order.OrderId}`}>{number}</Link>
        </ListCell>
        <ListCell label="Sales Order Date">
          <span className="text-nowrap">{orderDate(order.OrderDate)}</span>
        </ListCell>
        <ListCell label="PO Number">{order.CustomerPurchaseOrderNumber}</ListCell>
        <ListCell label="Customer">
          <Customer order={order} />
        </ListCell>
        <ListCell label="Material / Description">
          <ItemLines items={order.OrderItems} orderName={name} onMore={() => onExpand(true)} />
        </ListCell>
        {ship && (
          <ListCell label={ship.label}>
            {ship.showsDate && (
              <div className="text-nowrap">
                {order.ExpectedShippingDate ? orderDate(order.ExpectedShippingDate) : '—'}
              </div>
            )}
            {ship.showsVia &&
              (order.Deliveries.length > 0 ? (
                <CarrierLines
                  deliveries={order.Deliveries}
                  orderName={name}
                  onTrack={onTrack}
                  onMore={() => onExpand(true)}
                />
              ) : (
                <div>{order.ShipVia}</div>
              ))}
          </ListCell>
        )}
        <ListCell label="Status">
          <OrderStatusBadge status={order.OrderStatus} />
        </ListCell>
        <ListCell label="Total Price">{formatUsd(order.Total)}</ListCell>
      </tr>
      {expanded && (
        <tr id={detailsId} className="order-details">
          <td colSpan={columnCount}>
            <OrderDetails order={order} compact={compact} />
          </td>
        </tr>
      )}
    </>
  );
}
