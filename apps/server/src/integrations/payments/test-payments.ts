import {
  cardInfoFromPayment,
  type CardInfo,
  type DecodedPayment,
  type SignedPaymentResponse,
} from '@portal/domain';
import type { App } from '../../app.ts';

/** Approves, declines and fails in the sandbox (see card-rules.ts and README.md). */
export const TEST_CARDS = {
  approves: '4111 1111 1111 1111',
  declines: '4000 0000 0000 0002',
  fails: '4000 0000 0000 0119',
} as const;

export const TEST_BILLING_ADDRESS = {
  city: 'BEVERLY HILLS',
  country: 'US',
  street: '9336 CIVIC CENTER DR',
  firstName: 'Ada',
  lastName: 'Lovelace',
  postalCode: '90210',
  region: 'CA',
  phoneNumber: '(310) 555-0100',
  email: 'ada@example.com',
};

export interface TestPayment {
  formToken: string;
  paymentToken: string;
  signed: SignedPaymentResponse;
  /** The decoded answer; null when POST /api/checkout/decode refused it. */
  decoded: DecodedPayment | null;
  cardInfo: CardInfo | null;
}

/**
 * Pays the way the checkout page does, through the real HTTP routes: payment form token,
 * the gateway's tokenise and authorize calls, then POST /api/checkout/decode. The host must
 * be a site with pricing.
 */
export async function payWithTestCard(
  app: App,
  opts: { number?: string; cvv?: string; billAmount?: number; host?: string } = {},
): Promise<TestPayment> {
  const headers = { host: opts.host ?? 'localhost' };
  const token = await app.inject({ method: 'GET', url: '/api/checkout/token', headers });
  const formToken = expectOk(token, 'checkout token').json().Data as string;
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  const tokenized = await app.inject({
    method: 'POST',
    url: '/payment-gateway/tokenize',
    payload: {
      formToken,
      number: opts.number ?? TEST_CARDS.approves,
      expiry,
      cvv: opts.cvv ?? '737',
      name: 'Ada Lovelace',
    },
  });
  const paymentToken = expectOk(tokenized, 'tokenize').json().paymentToken as string;
  const authorized = await app.inject({
    method: 'POST',
    url: '/payment-gateway/authorize',
    payload: {
      formToken,
      paymentToken,
      amount: 0.0,
      currency: 'USD',
      preAuth: true,
      billingAddress: TEST_BILLING_ADDRESS,
    },
  });
  const signed = expectOk(authorized, 'authorize').json() as SignedPaymentResponse;
  const decode = await app.inject({
    method: 'POST',
    url: '/api/checkout/decode',
    headers,
    payload: signed,
  });
  const decoded = decode.statusCode === 200 ? (decode.json().Data as DecodedPayment) : null;
  const cardInfo = decoded ? cardInfoFromPayment(decoded, opts.billAmount ?? 0) : null;
  return { formToken, paymentToken, signed, decoded, cardInfo };
}

function expectOk<R extends { statusCode: number; body: string }>(res: R, step: string): R {
  if (res.statusCode !== 200) throw new Error(`${step} answered ${res.statusCode}: ${res.body}`);
  return res;
}
