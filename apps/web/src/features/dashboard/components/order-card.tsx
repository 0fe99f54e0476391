import { DASHBOARD_PAGE_SIZE, type Delivery, type OrderListQuery } from '@portal/domain';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link, useNavigate } from 'react-router';
import { useOrders } from '../../../api/orders/get-orders.ts';
import { CarrierLines } from '../../../ui/orders/carrier-lines.tsx';
import { ItemLines } from '../../../ui/orders/item-lines.tsx';
import { orderDate, readerTimeZone } from '../../../ui/orders/order-dates.ts';
import { OrderStatusBadge } from '../../../ui/orders/order-status-badge.tsx';
import { TrackingModal } from '../../../ui/orders/tracking-modal.tsx';
import {
  DASHBOARD_REFRESH_MS,
  pendingAgeVariant,
  type AgeVariant,
} from '../model/dashboard-cards.ts';
import { DashboardCard } from './dashboard-card.tsx';

interface Props {
  title: string;
  /** The card's order filter; page 1 of 100, never saved as the reader's list filters (§7). */
  filter: Pick<OrderListQuery, 'orderStatus' | 'shippingInDay' | 'sortBy' | 'sortDesc'>;
  /** Pending orders show their date in the colour of their age. */
  ageColours?: boolean;
  more: { to: string; label: string };
}

const AGE_WORDS: Record<AgeVariant, string> = {
  success: 'placed within a day',
  warning: 'over a day old',
  danger: 'over a week old',
};

/** The order's date in the colour of its age, which a screen reader hears in words. */
function AgeBadge({ date, now }: { date: string; now: Date }) {
  const age = pendingAgeVariant(date, now);
  return (
    <Badge bg={age} text={age === 'warning' ? 'dark' : undefined} className="fw-normal">
      {orderDate(date)}
      <span className="visually-hidden">, {AGE_WORDS[age]}</span>
    </Badge>
  );
}

/** A dashboard card of orders: number, customer, date, first items and carriers with tracking. */
export function OrderCard({ title, filter, ageColours = false, more }: Props) {
  const [timeZone] = useState(readerTimeZone);
  const orders = useOrders(
    { ...filter, page: 1, pageSize: DASHBOARD_PAGE_SIZE, saveFilters: false, timeZone },
    { refetchInterval: DASHBOARD_REFRESH_MS },
  );
  const [tracked, setTracked] = useState<Delivery | null>(null);
  const navigate = useNavigate();
  const now = new Date();
  return (
    <DashboardCard
      title={title}
      count={orders.data ? orders.data.Total : null}
      error={orders.isError ? orders.error : undefined}
      onRetry={() => void orders.refetch()}
      more={more}
    >
      <ListGroup variant="flush">
        {orders.data?.List.map((order) => {
          const summary = `/order_summary/${order.SalesOrderNumber || order.OrderId}`;
          const name = `order ${order.SalesOrderNumber || `#${order.OrderId}`}`;
          return (
            <ListGroup.Item key={order.OrderId} className="px-0">
              <div className="d-flex flex-wrap align-items-baseline gap-2">
                <Link to={summary} className="fw-semibold">
                  {order.SalesOrderNumber || 'Being processed'}
                </Link>
                {ageColours ? (
                  <AgeBadge date={order.OrderDate} now={now} />
                ) : (
                  <span className="small text-body-secondary">{orderDate(order.OrderDate)}</span>
                )}
                <OrderStatusBadge status={order.OrderStatus} className="ms-auto" />
              </div>
              <div className="small">
                {order.CustomerName ?? order.BillToParty?.Name ?? 'Guest order'}
                {order.CustomerPurchaseOrderNumber && (
                  <span className="text-body-secondary">
                    {' '}
                    · PO {order.CustomerPurchaseOrderNumber}
                  </span>
                )}
                {order.ExpectedShippingDate && (
                  <span className="text-body-secondary">
                    {' '}
                    · ships {orderDate(order.ExpectedShippingDate)}
                  </span>
                )}
              </div>
              <div className="small">
                <ItemLines
                  items={order.OrderItems}
                  orderName={name}
                  onMore={() => void navigate(summary)}
                />
              </div>
              {order.Deliveries.length > 0 && (
                <div className="small">
                  <CarrierLines
                    deliveries={order.Deliveries}
                    orderName={name}
                    onTrack={setTracked}
                    onMore={() => void navigate(summary)}
                  />
                </div>
              )}
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      <TrackingModal delivery={tracked} onHide={() => setTracked(null)} />
    </DashboardCard>
  );
}
