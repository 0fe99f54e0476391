import type { Delivery, OrderRow, OrderSortKey } from '@portal/domain';
import { useState } from 'react';
import { ColumnFilters } from '../../../ui/list/column-filters.tsx';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { SortHeader } from '../../../ui/list/sort-header.tsx';
import { TrackingModal } from '../../../ui/orders/tracking-modal.tsx';
import { ORDER_SEARCH, type OrderSearch, type TextKey } from '../model/order-search.ts';
import { shipColumn } from '../model/ship-column.ts';
import { OrderListRow } from './order-list-row.tsx';

interface Props {
  rows: OrderRow[];
  search: OrderSearch;
  onSort: (column: OrderSortKey) => void;
  onFilter: (key: TextKey, value: string) => void;
  compact: boolean;
}

/** A page of orders with sortable, filterable columns; a delivery's carrier opens its tracking. */
export function OrderTable({ rows, search, onSort, onFilter, compact }: Props) {
  const ship = shipColumn(search.tab);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [tracked, setTracked] = useState<Delivery | null>(null);

  const sortable = (label: string, column: OrderSortKey) => (
    <SortHeader
      label={label}
      column={column}
      sortBy={search.sortBy}
      descending={search.sortDesc}
      onSort={onSort}
    />
  );
  const headings = [
    <th key="details" scope="col">
      <span className="visually-hidden">Details</span>
    </th>,
    sortable('Sales Order Number', 'SalesOrderNumber'),
    sortable('Sales Order Date', 'OrderDate'),
    sortable('PO Number', 'CustomerPurchaseOrderNumber'),
    sortable('Customer', 'CustomerName'),
    'Material / Description',
    // Shipped orders are named by their carriers, which do not sort; the dates do.
    ...(ship ? [ship.showsDate ? sortable(ship.label, 'ExpectedShippingDate') : ship.label] : []),
    sortable('Status', 'OrderStatus'),
    sortable('Total Price', 'Total'),
  ];
  const expand = (orderId: number, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  return (
    <>
      <ListTable
        label="Sales orders"
        headings={headings}
        rows={rows}
        headingExtra={
          <ColumnFilters
            shape={ORDER_SEARCH}
            search={search}
            columns={[
              null,
              'salesOrderNumber',
              'orderDate',
              'poNumber',
              'customerName',
              null,
              // The Cancelled tab has no ship column, so no delivery field under it.
              ...(ship ? (['delivery'] as const) : []),
              null,
              null,
            ]}
            onFilter={onFilter}
          />
        }
      >
        {(order) => (
          <OrderListRow
            key={order.OrderId}
            order={order}
            ship={ship}
            columnCount={headings.length}
            expanded={expanded.has(order.OrderId)}
            onExpand={(open) => expand(order.OrderId, open)}
            onTrack={setTracked}
            compact={compact}
          />
        )}
      </ListTable>
      <TrackingModal delivery={tracked} onHide={() => setTracked(null)} />
    </>
  );
}
