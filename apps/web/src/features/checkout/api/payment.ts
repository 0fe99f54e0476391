import type { DecodedPayment, SignedPaymentResponse } from '@portal/domain';
import { apiUrl, getJson, postJson } from '../../../api/http-client.ts';

/** GET /api/checkout/token: the payment form token the card fields page needs. */
export const getPaymentFormToken = async (signal?: AbortSignal): Promise<string> =>
  (await getJson(apiUrl('/checkout/token'), (s) => s.paymentTokenResponse, signal)).Data;

/** POST /api/checkout/decode: the server checks the gateway's signature and reads the answer. */
export const decodePayment = async (response: SignedPaymentResponse): Promise<DecodedPayment> =>
  (await postJson(apiUrl('/checkout/decode'), response, (s) => s.paymentDecodeResponse)).Data;
