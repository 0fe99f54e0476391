import type { DecodedPayment, Site, SignedPaymentResponse } from '@portal/domain';
import type { ModuleDeps } from '../../app.ts';
import { DomainError, Forbidden } from '../../lib/errors.ts';

export interface CheckoutService {
  paymentFormToken(site: Site): { Successful: true; Data: string };
  decode(site: Site, response: SignedPaymentResponse): { Successful: true; Data: DecodedPayment };
}

/** A payment answer that is forged or reports a failed transaction. */
export class PaymentNotUsable extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}

const assertCheckout = (site: Site) => {
  if (!site.HasPricing) throw new Forbidden('Checkout is not available on this site.');
};

export function createCheckoutService(deps: Pick<ModuleDeps, 'payments'>): CheckoutService {
  return {
    paymentFormToken(site) {
      assertCheckout(site);
      return { Successful: true, Data: deps.payments.createFormToken() };
    },
    decode(site, response) {
      assertCheckout(site);
      const outcome = deps.payments.decode(response);
      if (!outcome.ok) throw new PaymentNotUsable(outcome.message);
      return { Successful: true, Data: outcome.payment };
    },
  };
}
