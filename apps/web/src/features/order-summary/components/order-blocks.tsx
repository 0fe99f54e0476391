import {
  formatUsd,
  seesOrderAccountDetails,
  seesOrderComments,
  type OrderSummary,
} from '@portal/domain';
import { orderNumberFacts } from '../../../ui/order-numbers.ts';
import { orderDate } from '../../../ui/orders/order-dates.ts';
import { EmailAddress, SummaryBlocks, type Fact } from '../../../ui/summary/summary-blocks.tsx';
import { invoiceUrl } from '../api/get-order.ts';

/** PO number, Creator and Sales Representative, then Authorization No, for those who see them (parts-site §6). */
function accountRows(order: OrderSummary): Fact[] {
  const rows: Fact[] = [];
  if (seesOrderAccountDetails(order.ViewedAs)) {
    const reps = order.SalesRepresentatives.map((r) => `${r.Name} (${r.SalesRepNumber})`);
    rows.push(
      ['PO Number', order.CustomerPurchaseOrderNumber],
      ['Creator', order.Creator ?? 'Guest checkout'],
      ['Sales Representative', reps.length > 0 ? reps.join(', ') : 'None'],
    );
  }
  if (seesOrderComments(order.ViewedAs))
    rows.push(['Authorization No', order.AuthorizationNumber ?? 'None']);
  return rows;
}

/** The order's information, value (with its invoice), bill-to and ship-to. */
export function OrderBlocks({ order, invoiceNo }: { order: OrderSummary; invoiceNo: string }) {
  return (
    <SummaryBlocks
      information={[
        ...orderNumberFacts(order),
        ['Order Date', orderDate(order.OrderDate)],
        ['Ship Via', order.ShipVia],
        ['Estimated Ship Date', order.ExpectedShippingDate ?? 'Not yet known'],
        ['E-mail', <EmailAddress key="email" address={order.Email} />],
        ...accountRows(order),
      ]}
      value={[
        ['Sub Total', formatUsd(order.SubTotal)],
        ['Shipping', formatUsd(order.ShippingCost)],
        ['Tax', formatUsd(order.Tax)],
        ['Total', <strong key="total">{formatUsd(order.Total)}</strong>],
      ]}
      valueFooter={
        <a className="btn btn-outline-primary btn-sm mt-3" href={invoiceUrl(invoiceNo)} download>
          Download invoice (PDF)
        </a>
      }
      billTo={order.BillToParty}
      shipTo={order.ShipToParty}
    />
  );
}
