import { randomBytes } from 'node:crypto';
import {
  GUEST_PURCHASE_ORDER_NUMBER,
  type GuestOrderSubmission,
  type OrderPlaced,
  type ShippingStrategy,
  type Site,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway.ts';
import type { JobSignals } from '../../jobs/job-signals.ts';
import { Conflict, DomainError } from '../../lib/errors.ts';
import { cartTokenOf } from '../cart/cart-token.ts';
import { removeCartLines } from '../cart/service.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { erpOrderOf } from './erp-order.ts';
import { answerOrNewOrderId, readAnswer, repeatOf, requestHash } from './idempotency.ts';
import type { OrderBuyer } from './order-buyer.ts';
import { priceOrder } from './order-lines.ts';
import { cartHoldingLines, type CartOwner } from './ordered-cart-lines.ts';
import { writeOrder, type OrderToWrite } from './order-writes.ts';

const SCOPE = 'order/nocustomer';

export interface CardOrderDeps {
  db: Database;
  payments: Pick<PaymentGateway, 'verifyAuthorization'>;
  shippingStrategies(): Promise<ShippingStrategy[]>;
  jobs?: JobSignals;
}

export interface CardOrderContext {
  site: Site;
  cookies: Record<string, string | undefined>;
  /** Scheme and host the visitor used; the confirmation links back to it. */
  origin: string;
  idempotencyKey: string;
  /**
   * A signed-in buyer is the order's creator, pays the prices of the customer their cart is
   * priced for (which then owns the order) and their own cart loses the lines; null for a guest.
   */
  buyer: OrderBuyer | null;
}

/** 144 random bits, URL-safe: 24 characters, so never mistaken for an order number. */
export const newPublicKey = (): string => randomBytes(18).toString('base64url');

const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  const found = [error, (error as { cause?: unknown } | null)?.cause].find(
    (e) => (e as { code?: string } | null)?.code === '23505',
  ) as { constraint?: string } | undefined;
  return found?.constraint === constraint;
};

/**
 * Places a card order from the checkout, a guest's or a signed-in buyer's (decision 036):
 * refuses lines that are not in the buyer's cart (decision 142), prices it on the server,
 * checks the card authorisation with the gateway, then in one
 * statement claims the Idempotency-Key and writes the order, its ERP outbox row and
 * confirmation e-mail; with a cart, a transaction also takes the ordered lines out of it. A
 * repeat of the same Idempotency-Key answers the first result; a failure writes nothing.
 */
export async function placeCardOrder(
  deps: CardOrderDeps,
  ctx: CardOrderContext,
  body: GuestOrderSubmission,
): Promise<OrderPlaced> {
  const hash = requestHash(body);
  const earlier = await answerOrNewOrderId(deps.db, SCOPE, ctx.idempotencyKey);
  if ('answer' in earlier) return repeatOf<OrderPlaced>(earlier.answer, hash);

  // Before the card is checked: an order of lines that left the cart never reaches the payment.
  const owner: CartOwner = {
    site: ctx.site,
    cookies: ctx.cookies,
    userId: ctx.buyer?.userId ?? null,
  };
  const refusal = await cartHoldingLines(deps.db, owner, body.CartItemIds).then(
    () => null,
    (error: unknown) => error,
  );
  if (refusal) {
    // A concurrent repeat of this key may have placed the order and taken the lines meanwhile.
    const first = await readAnswer(deps.db, SCOPE, ctx.idempotencyKey);
    if (first) return repeatOf<OrderPlaced>(first, hash);
    throw refusal;
  }

  const priced = await priceOrder(
    deps.db,
    { site: ctx.site, customerNumber: ctx.buyer?.customer?.number ?? null },
    body.Items,
    await deps.shippingStrategies(),
  );
  const card = body.CardInfo;
  if (card.Authorized === false) throw new DomainError(422, 'The card payment was not authorized.');
  const check = await deps.payments.verifyAuthorization(card);
  if (!check.valid) throw new DomainError(422, check.message);

  const { orderId } = earlier;
  const publicKey = newPublicKey();
  const placed: OrderPlaced = {
    Successful: true,
    Data: { OrderId: orderId, PublicKey: publicKey },
  };
  const order: OrderToWrite = {
    orderId,
    idempotency: { scope: SCOPE, key: ctx.idempotencyKey, requestHash: hash, answer: placed },
    order: {
      publicKey,
      siteId: ctx.site.SiteId,
      purchaseOrderNumber: GUEST_PURCHASE_ORDER_NUMBER,
      email: body.Email,
      textLines: body.TextLines.map((l) => l.trim()).filter((l) => l !== ''),
      subTotal: priced.totals.subTotal,
      shippingCost: priced.totals.shippingCost,
      total: priced.totals.total,
      customerNumber: ctx.buyer?.customer?.number ?? null,
      customerName: ctx.buyer?.customer?.name ?? null,
      creatorUsername: ctx.buyer?.username ?? null,
      creatorName: ctx.buyer?.name ?? null,
      shipVia: 'Best Way',
      salesRepNumber: null,
    },
    billTo: body.BillToParty,
    shipTo: body.ShipToParty,
    lines: priced.lines,
    payment: {
      cardType: check.cardType,
      tokenReference: card.CardNumber,
      cardholderName: card.Name ?? null,
      lastFour: /^\d{4}$/.test(check.last4) ? check.last4 : null,
      validTo: card.ValidTo ?? null,
      billAmount: priced.totals.total,
      authAmount: card.AuthAmount ?? null,
      authorizationNumber: card.AuthorizationNo,
      referenceNumber: card.ReferenceNo ?? null,
      authorizedAt: new Date(check.authorizedAt),
      preAuth: card.PreAuth ?? true,
    },
    erpOrder: erpOrderOf(publicKey, body, priced, card, ctx.buyer),
    mail: confirmationMail({
      orderId,
      summaryUrl: `${ctx.origin}/order_summary/${publicKey}`,
      siteName: ctx.site.DisplayName,
      email: body.Email,
      shipTo: body.ShipToParty,
      priced,
    }),
  };
  const written = await writeWithCart(deps.db, owner, body.CartItemIds, order).catch(
    (error: unknown) => {
      if (isUniqueViolation(error, 'order_payment_authorization_key'))
        throw new Conflict('This card authorization was already used for another order.');
      throw error;
    },
  );
  if (!written) {
    // A concurrent request with the same key placed the order first.
    const first = await readAnswer(deps.db, SCOPE, ctx.idempotencyKey);
    return repeatOf<OrderPlaced>(first!, hash);
  }
  deps.jobs?.wake('erp-handoff');
  deps.jobs?.wake('mail-delivery');
  return placed;
}

/**
 * Writes the order; the buyer's cart (the user's when signed in, else the cookie's guest cart)
 * loses the ordered lines in the same transaction, which fails when one of them has gone
 * meanwhile. Without a cart the order's statement is atomic on its own.
 */
async function writeWithCart(
  db: Database,
  owner: CartOwner,
  cartItemIds: readonly number[] | undefined,
  order: OrderToWrite,
): Promise<boolean> {
  if (owner.userId === null && !cartTokenOf(owner.cookies)) return writeOrder(db, order);
  return db.transaction(async (tx) => {
    if (!(await writeOrder(tx, order))) return false;
    const cart = await cartHoldingLines(tx, owner, cartItemIds, true);
    if (cart) await removeCartLines(tx, cart.cartId, cartItemIds);
    return true;
  });
}
