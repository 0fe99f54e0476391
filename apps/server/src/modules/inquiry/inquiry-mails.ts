import { formatUsd, INQUIRY_ESTIMATE_NOTICE, type InquiryContact } from '@portal/domain';
import * as t from '../../db/schema/index.ts';
import type { MailMessage } from '../mail/outbox.ts';
import type { ItemLine } from '../order/order-lines.ts';

/** The inquiry as its mails name it. */
export interface InquiryMailFacts {
  inquiryId: number;
  customerNumber: string;
  customerName: string;
  contact: InquiryContact;
}

export interface CreatedInquiryFacts extends InquiryMailFacts {
  lines: readonly ItemLine[];
  subTotal: number;
  comments: readonly string[];
  /** Who entered it in the portal. */
  createdBy: string;
}

/** The columns of `inquiry` the mails read, for a `returning` of the change that sends them. */
export const mailFactsColumns = {
  inquiryId: t.inquiry.inquiryId,
  customerNumber: t.inquiry.customerNumber,
  customerName: t.inquiry.customerName,
  contactName: t.inquiry.contactName,
  contactPhone: t.inquiry.contactPhone,
  contactEmail: t.inquiry.contactEmail,
};

export const mailFactsOf = (row: {
  inquiryId: number;
  customerNumber: string;
  customerName: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}): InquiryMailFacts => ({
  inquiryId: row.inquiryId,
  customerNumber: row.customerNumber,
  customerName: row.customerName,
  contact: { Name: row.contactName, Phone: row.contactPhone, Email: row.contactEmail },
});

type Message = Omit<MailMessage, 'to'>;

const customerOf = (f: InquiryMailFacts) => `${f.customerName} (${f.customerNumber})`;

const itemsAndTotal = (f: CreatedInquiryFacts) => [
  ...f.lines.map(
    (l) =>
      `${l.quantity} x ${l.material} ${l.description} at ${formatUsd(l.unitPrice)} = ${formatUsd(l.totalPrice)}`,
  ),
  '',
  `Estimated total: ${formatUsd(f.subTotal)}`,
  ...(f.comments.length > 0 ? ['', 'Comments:', ...f.comments] : []),
];

/** To the inquiry's contact once it is created. */
export const inquiryReceivedMail = (f: CreatedInquiryFacts): MailMessage => ({
  to: f.contact.Email,
  subject: `Price inquiry ${f.inquiryId} received`,
  text: [
    `Dear ${f.contact.Name},`,
    '',
    `Thank you for your price inquiry ${f.inquiryId} for ${customerOf(f)}. We will review it and contact you.`,
    '',
    ...itemsAndTotal(f),
    '',
    INQUIRY_ESTIMATE_NOTICE,
  ].join('\n'),
});

/** To customer service once an inquiry is created: what to review, and whom to call. */
export const newInquiryMail = (f: CreatedInquiryFacts): Message => ({
  subject: `New price inquiry ${f.inquiryId} from ${customerOf(f)}`,
  text: [
    `Price inquiry ${f.inquiryId} is waiting for review.`,
    '',
    `Customer: ${customerOf(f)}`,
    `Entered by: ${f.createdBy}`,
    `Contact: ${f.contact.Name}, ${f.contact.Phone}, ${f.contact.Email}`,
    '',
    ...itemsAndTotal(f),
    '',
    "Cancel it with a reason or convert it into an order from the inquiry's summary in the portal.",
  ].join('\n'),
});

/** To the contact when customer service cancels the inquiry. */
export const inquiryCancelledMail = (f: InquiryMailFacts, reason: string): MailMessage => ({
  to: f.contact.Email,
  subject: `Price inquiry ${f.inquiryId} cancelled`,
  text: [
    `Dear ${f.contact.Name},`,
    '',
    `Your price inquiry ${f.inquiryId} for ${customerOf(f)} was cancelled.`,
    '',
    `Reason: ${reason}`,
    '',
    'If you have questions, please contact customer service.',
  ].join('\n'),
});

/**
 * To the contact when the inquiry becomes an order. The ERP gives the sales order number only
 * after the order has left the portal, so the mail names the portal's order number and says so.
 */
export const inquiryConvertedMail = (
  f: InquiryMailFacts,
  order: { orderId: number; purchaseOrderNumber: string; total: number },
): MailMessage => ({
  to: f.contact.Email,
  subject: `Price inquiry ${f.inquiryId} converted into order ${order.orderId}`,
  text: [
    `Dear ${f.contact.Name},`,
    '',
    `Your price inquiry ${f.inquiryId} for ${customerOf(f)} was converted into an order.`,
    '',
    `Order number: ${order.orderId}`,
    `PO number: ${order.purchaseOrderNumber}`,
    `Order total: ${formatUsd(order.total)}`,
    '',
    'Our order system gives the order its sales order number once it has booked it; until then, please quote the order number above.',
  ].join('\n'),
});
