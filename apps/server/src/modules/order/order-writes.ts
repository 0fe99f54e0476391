import type { OrderParty } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import type { ErpOrder } from '../../integrations/erp/erp-adapter.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { runStatement, type NamedStatement } from '../../db/named-statement.ts';
import type { PricedLine } from './order-lines.ts';

/** Everything an order writes, its number taken beforehand (idempotency.ts). */
export interface OrderToWrite {
  orderId: number;
  idempotency: { scope: string; key: string; requestHash: string; answer: unknown };
  order: {
    publicKey: string;
    siteId: number;
    purchaseOrderNumber: string;
    email: string;
    textLines: string[];
    subTotal: number;
    shippingCost: number;
    total: number;
    /** The customer whose prices applied; null for a guest (decision 036). */
    customerNumber: string | null;
    customerName: string | null;
    /** The signed-in user who placed it; null for a guest. */
    creatorUsername: string | null;
    creatorName: string | null;
    shipVia: string;
    /** The sales rep the order names; null: every sales rep of the customer. */
    salesRepNumber: string | null;
  };
  billTo: OrderParty;
  shipTo: OrderParty;
  lines: readonly PricedLine[];
  /** The card payment of a checkout; null for a customer's order on account. */
  payment: {
    cardType: string | null;
    tokenReference: string;
    cardholderName: string | null;
    lastFour: string | null;
    validTo: string | null;
    billAmount: number;
    authAmount: number | null;
    authorizationNumber: string;
    referenceNumber: string | null;
    authorizedAt: Date | null;
    preAuth: boolean;
  } | null;
  erpOrder: ErpOrder;
  /** The confirmation e-mail; null where the order sends none. */
  mail: MailMessage | null;
}

/**
 * The key's claim and every row of the order (a customer's with its sales reps) in one
 * statement: one round trip instead of ten, atomic on its own. Each insert reads from `claim`,
 * so a key already taken (a concurrent repeat waits here until the first commits) writes
 * nothing and answers no row. Rows arrive as JSON named like the columns; foreign keys are
 * checked at the end of the statement, after the order row exists.
 */
const writeOrderStatement: NamedStatement = {
  name: 'order-write',
  text: `
    with claim as (
      insert into idempotency_key (scope, key, request_hash, order_id, response)
      values ($1, $2, $3, $4, $5::jsonb)
      on conflict do nothing
      returning order_id
    ), placed as (
      insert into orders (order_id, public_key, site_id, customer_purchase_order_number, email,
        text_lines, ship_via, sub_total, shipping_cost, tax, total, items_total,
        customer_number, customer_name, creator_username, creator_name)
      overriding system value
      select claim.order_id, o.public_key, o.site_id, o.customer_purchase_order_number, o.email,
        o.text_lines, o.ship_via, o.sub_total, o.shipping_cost, 0, o.total,
        -- The order list's Total, from the very rows the items insert writes (decision 151).
        (select coalesce(sum(i.total_price), 0)
          from jsonb_populate_recordset(null::order_item, $8::jsonb) i),
        o.customer_number, o.customer_name, o.creator_username, o.creator_name
      from claim, jsonb_populate_record(null::orders, $6::jsonb) o
      returning order_id, customer_number
    ), reps as (
      -- A customer's order names the sales rep chosen for it, else the customer's sales
      -- representatives as they are today.
      insert into order_sales_rep (order_id, sales_rep_number, name)
      select placed.order_id, r.sales_rep_number, r.name
      from placed
      join sales_rep r on case when $12::text is null
        then r.sales_rep_number in (select c.sales_rep_number from customer_sales_rep c
          where c.customer_number = placed.customer_number)
        else r.sales_rep_number = $12::text end
    ), parties as (
      insert into order_party (order_id, role, partner_number, name, name2, street, city, region,
        postal_code, country, phone)
      select placed.order_id, p.role, p.partner_number, p.name, p.name2, p.street, p.city,
        p.region, p.postal_code, p.country, p.phone
      from placed, jsonb_populate_recordset(null::order_party, $7::jsonb) p
    ), items as (
      insert into order_item (order_id, item_number, material, description, quantity,
        quantity_unit, unit_price, total_price, price_rule, shipping_strategy, image_path)
      select placed.order_id, i.item_number, i.material, i.description, i.quantity,
        i.quantity_unit, i.unit_price, i.total_price, i.price_rule, i.shipping_strategy,
        i.image_path
      from placed, jsonb_populate_recordset(null::order_item, $8::jsonb) i
    ), payment as (
      insert into order_payment (order_id, card_type, token_reference, cardholder_name, last_four,
        valid_to, bill_amount, auth_amount, authorization_number, reference_number,
        authorized_at, pre_auth)
      select placed.order_id, p.card_type, p.token_reference, p.cardholder_name, p.last_four,
        p.valid_to, p.bill_amount, p.auth_amount, p.authorization_number, p.reference_number,
        p.authorized_at, p.pre_auth
      from placed, jsonb_populate_record(null::order_payment, $9::jsonb) p
      where jsonb_typeof($9::jsonb) = 'object'
    ), outbox as (
      insert into erp_outbox (order_id, event, payload)
      select placed.order_id, 'order.placed', $10::jsonb from placed
    ), mail as (
      -- The confirmation joins the mail outbox (modules/mail) only if the order commits.
      insert into mail_outbox (to_address, subject, text_body, html_body)
      select m.to_address, m.subject, m.text_body, m.html_body
      from placed, jsonb_populate_record(null::mail_outbox, $11::jsonb) m
      where jsonb_typeof($11::jsonb) = 'object'
    )
    select order_id from placed`,
};

const partyRow = (role: 'BillTo' | 'ShipTo', p: OrderParty) => ({
  role,
  partner_number: p.PartnerNumber ?? null,
  name: p.Name,
  name2: p.Name2 || null,
  street: p.Street,
  city: p.City,
  region: p.Region,
  postal_code: p.PostalCode,
  country: p.Country,
  phone: p.Phone,
});

const itemRow = (l: PricedLine) => ({
  item_number: l.itemNumber,
  material: l.material,
  description: l.description,
  quantity: l.quantity,
  quantity_unit: l.quantityUnit,
  unit_price: l.unitPrice,
  total_price: l.totalPrice,
  price_rule: l.priceRule,
  shipping_strategy: l.shippingStrategy,
  image_path: l.imagePath,
});

/**
 * Claims the Idempotency-Key and writes the order with its parties, items, payment (if any),
 * ERP outbox row and confirmation e-mail (if any), on the pool (a statement of its own, prepared once per
 * connection) or in the caller's transaction. Answers false when the key was already taken.
 */
export async function writeOrder(db: Executor, w: OrderToWrite): Promise<boolean> {
  const { order, payment: p, mail } = w;
  const rows = await runStatement<{ order_id: number }>(db, writeOrderStatement, [
    w.idempotency.scope,
    w.idempotency.key,
    w.idempotency.requestHash,
    w.orderId,
    JSON.stringify(w.idempotency.answer),
    JSON.stringify({
      public_key: order.publicKey,
      site_id: order.siteId,
      customer_purchase_order_number: order.purchaseOrderNumber,
      email: order.email,
      text_lines: order.textLines,
      ship_via: order.shipVia,
      sub_total: order.subTotal,
      shipping_cost: order.shippingCost,
      total: order.total,
      customer_number: order.customerNumber,
      customer_name: order.customerName,
      creator_username: order.creatorUsername,
      creator_name: order.creatorName,
    }),
    JSON.stringify([partyRow('BillTo', w.billTo), partyRow('ShipTo', w.shipTo)]),
    JSON.stringify(w.lines.map(itemRow)),
    JSON.stringify(
      p && {
        card_type: p.cardType,
        token_reference: p.tokenReference,
        cardholder_name: p.cardholderName,
        last_four: p.lastFour,
        valid_to: p.validTo,
        bill_amount: p.billAmount,
        auth_amount: p.authAmount,
        authorization_number: p.authorizationNumber,
        reference_number: p.referenceNumber,
        authorized_at: p.authorizedAt,
        pre_auth: p.preAuth,
      },
    ),
    JSON.stringify(w.erpOrder),
    JSON.stringify(
      mail && {
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html ?? null,
      },
    ),
    order.salesRepNumber,
  ]);
  return rows.length === 1;
}
