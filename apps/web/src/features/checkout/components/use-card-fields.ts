import type { GatewayBillingAddress, SignedPaymentResponse } from '@portal/domain';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { z } from 'zod';

export interface AuthorizeRequest {
  amount: number;
  currency: string;
  preAuth: boolean;
  billingAddress: GatewayBillingAddress;
}

const message = z.discriminatedUnion('type', [
  z.object({ type: z.literal('card-fields:ready') }),
  z.object({ type: z.literal('card-fields:change') }),
  z.object({ type: z.literal('card-fields:invalid'), message: z.string() }),
  z.object({ type: z.literal('card-fields:resize'), height: z.number() }),
  z.object({ type: z.literal('card-fields:tokenized'), cardType: z.string(), last4: z.string() }),
  z.object({ type: z.literal('card-fields:error'), message: z.string() }),
  z.object({
    type: z.literal('card-fields:authorized'),
    response: z.object({ payload: z.string(), signature: z.string() }),
  }),
]);

const AUTHORIZE_TIMEOUT_MS = 30_000;

interface Pending {
  resolve: (response: SignedPaymentResponse) => void;
  reject: (error: Error) => void;
  timer: number;
}

/**
 * Talks to the gateway's card fields page in the iframe: it tells when the card has been
 * tokenised and answers authorize requests with the gateway's signed response. Messages are
 * accepted only from that frame and the gateway's origin.
 */
export function useCardFields(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  onFormError: (message: string) => void,
) {
  const [ready, setReady] = useState(false);
  const [card, setCard] = useState<{ cardType: string; last4: string } | null>(null);
  const [height, setHeight] = useState(330);
  const pending = useRef<Pending | null>(null);
  const origin = src ? new URL(src, window.location.href).origin : null;

  const settle = useCallback((outcome: SignedPaymentResponse | Error) => {
    const waiting = pending.current;
    if (!waiting) return;
    pending.current = null;
    window.clearTimeout(waiting.timer);
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
  }, []);

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const parsed = message.safeParse(event.data);
      if (!parsed.success) return;
      const data = parsed.data;
      if (data.type === 'card-fields:ready') setReady(true);
      else if (data.type === 'card-fields:resize')
        setHeight(Math.min(Math.max(data.height, 200), 900));
      else if (data.type === 'card-fields:tokenized')
        setCard({ cardType: data.cardType, last4: data.last4 });
      else if (data.type === 'card-fields:change' || data.type === 'card-fields:invalid')
        setCard(null);
      else if (data.type === 'card-fields:authorized') settle(data.response);
      else if (pending.current) settle(new Error(data.message));
      else onFormError(data.message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, frame, settle, onFormError]);

  useEffect(() => () => settle(new Error('The payment form was closed.')), [settle]);

  const authorize = useCallback(
    (request: AuthorizeRequest) =>
      new Promise<SignedPaymentResponse>((resolve, reject) => {
        const target = frame.current?.contentWindow;
        if (!target || !origin) return reject(new Error('The payment form is not ready.'));
        const timer = window.setTimeout(
          () => settle(new Error('The payment service did not answer in time.')),
          AUTHORIZE_TIMEOUT_MS,
        );
        pending.current = { resolve, reject, timer };
        target.postMessage({ type: 'card-fields:authorize', request }, origin);
      }),
    [frame, origin, settle],
  );

  return { ready, card, height, authorize };
}
