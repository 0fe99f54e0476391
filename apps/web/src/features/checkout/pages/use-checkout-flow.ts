import type {
  AddressForm,
  AddressRole,
  AddressValidationResult,
  Cart,
  DecodedPayment,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { refreshCartAfterOrder } from '../../../ui/cart/use-cart.ts';
import { guestOrderPlacer } from '../api/place-order.ts';
import { validateAddresses } from '../api/validate-addresses.ts';
import type { AddressChoice } from '../components/verification-modal.tsx';
import { checkAddress, draftOf } from '../model/address-fields.ts';
import { buildGuestOrder } from '../model/guest-order.ts';
import { newAttemptKey } from '../model/idempotency-key.ts';
import { orderableLines } from '../model/order-review-groups.ts';
import { reviewVerification, type VerificationReview } from '../model/verification-review.ts';
import type { CheckoutForms } from './use-checkout-forms.ts';

type Entered = Partial<Record<AddressRole, AddressForm>>;

export type CheckoutStep =
  | { kind: 'editing' }
  | { kind: 'verifying' }
  | {
      kind: 'review';
      review: Exclude<VerificationReview, { kind: 'proceed' }>;
      entered: Entered;
      cart: Cart;
    }
  | {
      kind: 'paying';
      shipTo: AddressForm;
      billTo: AddressForm;
      unverified: string[];
      cart: Cart;
      /** The order's Idempotency-Key: one per payment attempt. */
      attempt: string;
    }
  | { kind: 'placed'; orderId: number; publicKey: string; email: string };

/** Could not verify: each address goes on as entered, under one execution id. */
const unverifiedResults = (roles: AddressRole[]): AddressValidationResult[] => {
  const ExecutionId = `client-${newAttemptKey()}`;
  return roles.map((Id) => ({
    Id,
    Address: null,
    IsSameAddress: true,
    IsInvalid: false,
    ExecutionId,
    Successful: false,
  }));
};

/**
 * The checkout flow of parts-site §4: valid forms -> verification of US addresses -> the
 * verification modal when something was corrected, unmatched or invalid -> payment -> order.
 */
export function useCheckoutFlow(forms: CheckoutForms) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CheckoutStep>({ kind: 'editing' });
  const [orderError, setOrderError] = useState<string | null>(null);
  // One per checkout: it remembers an order whose outcome is unsettled across payments.
  const [placeGuestOrder] = useState(guestOrderPlacer);

  const pay = (entered: Entered, unverified: string[], cart: Cart) => {
    const shipTo = entered.shipping!;
    const billTo = forms.sameAsShipping ? shipTo : entered.billing!;
    setStep({ kind: 'paying', shipTo, billTo, unverified, cart, attempt: newAttemptKey() });
  };

  /** Pay pressed with valid forms (the cart as shown then is what is ordered). */
  const start = async (cart: Cart) => {
    const { shipping, billing } = forms.checks;
    if (!shipping.ok || !billing.ok) return;
    setOrderError(null);
    const entered: Entered = forms.sameAsShipping
      ? { shipping: shipping.address }
      : { shipping: shipping.address, billing: billing.address };
    const roles = (Object.keys(entered) as AddressRole[]).filter(
      (r) => entered[r]?.Country === 'US',
    );
    if (roles.length === 0) return pay(entered, [], cart);
    setStep({ kind: 'verifying' });
    let results: AddressValidationResult[];
    try {
      results = await validateAddresses(roles.map((Id) => ({ Id, Address: entered[Id]! })));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setOrderError(error.message);
        return setStep({ kind: 'editing' });
      }
      results = unverifiedResults(roles);
    }
    const review = reviewVerification(results, entered);
    if (review.kind === 'proceed') return pay(entered, review.unverified, cart);
    setStep({ kind: 'review', review, entered, cart });
  };

  /** Continue in the verification modal: the chosen addresses go into the forms and on. */
  const continueWith = (choice: AddressChoice) => {
    if (step.kind !== 'review' || step.review.kind !== 'review') return;
    const chosen: Entered = { ...step.entered };
    for (const c of step.review.corrections) {
      if (choice[c.role] === 'original') continue;
      const checked = checkAddress(c.role, draftOf(c.corrected));
      if (!checked.ok) continue;
      chosen[c.role] = checked.address;
      (c.role === 'shipping' ? forms.setShipping : forms.setBilling)(draftOf(checked.address));
    }
    pay(chosen, step.review.unverified, step.cart);
  };

  /** The card is authorised: submit the order; any failure closes the payment dialog. */
  const placeOrder = async (payment: DecodedPayment) => {
    if (step.kind !== 'paying') return;
    const order = buildGuestOrder({
      shipTo: step.shipTo,
      billTo: step.billTo,
      lines: orderableLines(step.cart.items),
      payment,
      total: step.cart.total,
      shippingCost: step.cart.shippingCost,
      comment: forms.comment,
      unverifiedExecutionIds: step.unverified,
    });
    try {
      const placed = await placeGuestOrder({ order, idempotencyKey: step.attempt });
      setStep({
        kind: 'placed',
        orderId: placed.OrderId,
        publicKey: placed.PublicKey,
        email: placed.Email,
      });
      void refreshCartAfterOrder(queryClient);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setOrderError(`Failed to place order: ${reason}`);
      setStep({ kind: 'editing' });
    }
  };

  const cancel = () => setStep({ kind: 'editing' });
  return { step, orderError, start, continueWith, placeOrder, cancel };
}
