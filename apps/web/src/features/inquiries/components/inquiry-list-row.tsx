import { formatUsd, type Delivery, type InquiryRow } from '@portal/domain';
import { Link, useNavigate } from 'react-router';
import { CustomerCell } from '../../../ui/list/customer-cell.tsx';
import { ListCell } from '../../../ui/list/list-table.tsx';
import { CarrierLines } from '../../../ui/orders/carrier-lines.tsx';
import { ItemLines } from '../../../ui/orders/item-lines.tsx';
import { orderDate } from '../../../ui/orders/order-dates.ts';
import { inquirySummaryPath, itemCountText, shipCell } from '../model/inquiry-cells.ts';

interface Props {
  inquiry: InquiryRow;
  /** The ship column's heading, when the tab shows it. */
  shipLabel: string | null;
  onTrack: (delivery: Delivery) => void;
}

function Ship({ inquiry, onTrack }: { inquiry: InquiryRow; onTrack: Props['onTrack'] }) {
  const navigate = useNavigate();
  const cell = shipCell(inquiry);
  if (cell.kind === 'text') return <span className="text-nowrap">{cell.text}</span>;
  // Every delivery is on the converted order's summary.
  const order = inquiry.SalesOrderNumber || inquiry.OrderId;
  return (
    <CarrierLines
      deliveries={cell.deliveries}
      orderName={`the order of inquiry ${inquiry.InquiryId}`}
      onTrack={onTrack}
      onMore={() =>
        void navigate(order ? `/order_summary/${order}` : inquirySummaryPath(inquiry.InquiryId))
      }
    />
  );
}

/** One inquiry of the list: its number opens the summary, its customer the customer's page. */
export function InquiryListRow({ inquiry, shipLabel, onTrack }: Props) {
  const navigate = useNavigate();
  const summary = inquirySummaryPath(inquiry.InquiryId);
  return (
    <tr>
      <ListCell label="Inquiry Id">
        <Link to={summary}>
          <span className="visually-hidden">Inquiry </span>
          {inquiry.InquiryId}
        </Link>
      </ListCell>
      <ListCell label="Inquiry Date">
        <span className="text-nowrap">{orderDate(inquiry.InquiryDate)}</span>
      </ListCell>
      <ListCell label="Customer">
        <CustomerCell number={inquiry.CustomerNumber} name={inquiry.CustomerName} />
      </ListCell>
      <ListCell label="Material">
        <div className="small text-body-secondary">{itemCountText(inquiry)}</div>
        <ItemLines
          items={inquiry.Items}
          count={inquiry.ItemCount}
          orderName={`inquiry ${inquiry.InquiryId}`}
          onMore={() => void navigate(summary)}
        />
      </ListCell>
      {shipLabel && (
        <ListCell label={shipLabel}>
          <Ship inquiry={inquiry} onTrack={onTrack} />
        </ListCell>
      )}
      <ListCell label="Total">{formatUsd(inquiry.Total)}</ListCell>
    </tr>
  );
}
