import { formatUsd, type OrderParty } from '@portal/domain';
import type { MailMessage } from '../mail/outbox.ts';
import type { PricedOrder } from './order-lines.ts';

export interface ConfirmationInput {
  orderId: number;
  summaryUrl: string;
  siteName: string;
  email: string;
  shipTo: OrderParty;
  priced: PricedOrder;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The order confirmation sent to the ship-to e-mail address. */
export function confirmationMail(input: ConfirmationInput): MailMessage {
  const { priced, shipTo } = input;
  const lines = priced.lines.map(
    (l) =>
      `${l.quantity} x ${l.material} ${l.description} at ${formatUsd(l.unitPrice)} = ${formatUsd(l.totalPrice)}`,
  );
  const address = [
    shipTo.Name,
    shipTo.Name2,
    shipTo.Street,
    `${shipTo.City}, ${shipTo.Region} ${shipTo.PostalCode}`,
    shipTo.Country,
  ].filter((line): line is string => !!line);
  const text = [
    `Thank you for your order ${input.orderId} from ${input.siteName}.`,
    '',
    ...lines,
    '',
    `Sub total: ${formatUsd(priced.totals.subTotal)}`,
    `Shipping: ${formatUsd(priced.totals.shippingCost)}`,
    `Estimated total before tax: ${formatUsd(priced.totals.total)}`,
    '',
    'Shipping to:',
    ...address,
    '',
    `Follow your order, its deliveries and its invoice at ${input.summaryUrl}`,
  ].join('\n');
  const html = [
    `<p>Thank you for your order <strong>${input.orderId}</strong> from ${escapeHtml(input.siteName)}.</p>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p>Estimated total before tax: <strong>${formatUsd(priced.totals.total)}</strong></p>`,
    `<p>Shipping to:<br>${address.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(input.summaryUrl)}">Follow your order</a></p>`,
  ].join('\n');
  return { to: input.email, subject: `Order confirmation: order ${input.orderId}`, text, html };
}
