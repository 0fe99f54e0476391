import { displayPhone, formatUsd, type InquiryAnswer } from '@portal/domain';
import { Link } from 'react-router';
import { orderDate } from '../../../ui/orders/order-dates.ts';
import { EmailAddress, SummaryBlocks } from '../../../ui/summary/summary-blocks.tsx';
import { linkedOrder } from '../model/inquiry-rules.ts';

/** Information, Value, Bill To and Ship To of an inquiry (§2.13). */
export function InquiryBlocks({ inquiry }: { inquiry: InquiryAnswer }) {
  const order = linkedOrder(inquiry);
  const { Contact: contact } = inquiry;
  return (
    <SummaryBlocks
      information={[
        ['Inquiry Number', String(inquiry.InquiryId)],
        ['Inquiry Date', orderDate(inquiry.InquiryDate)],
        [
          'Sales Order Number',
          order ? (
            <Link key="order" to={order.path}>
              {order.label}
            </Link>
          ) : (
            'None'
          ),
        ],
        ['Contact Name', contact.Name],
        [
          'Phone',
          <a key="phone" href={`tel:${contact.Phone}`}>
            {displayPhone(contact.Phone)}
          </a>,
        ],
        [
          'E-mail',
          <a key="email" href={`mailto:${contact.Email}`}>
            <EmailAddress address={contact.Email} />
          </a>,
        ],
      ]}
      value={[
        ['Subtotal', formatUsd(inquiry.SubTotal)],
        ['Sales Tax', formatUsd(inquiry.Tax)],
        ['Estimated Total', <strong key="total">{formatUsd(inquiry.Total)}</strong>],
      ]}
      billTo={inquiry.BillToParty}
      shipTo={inquiry.ShipToParty}
    />
  );
}
