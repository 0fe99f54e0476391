import type { AddressRole } from '@portal/domain';
import { useMemo, useState } from 'react';
import { checkAddress, emptyAddress, type FieldErrors } from '../model/address-fields.ts';
import { commentLines, commentProblems } from '../model/order-comment.ts';

export const TERMS_REQUIRED = 'Please accept the privacy and terms policy';

/** What the visitor enters on the checkout page, and its errors once Pay was pressed. */
export function useCheckoutForms() {
  const [shipping, setShipping] = useState(emptyAddress);
  const [billing, setBilling] = useState(emptyAddress);
  const [sameAsShipping, setSameAsShipping] = useState(true);
  const [comment, setComment] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const checks = useMemo(
    () => ({
      shipping: checkAddress('shipping', shipping),
      billing: checkAddress('billing', sameAsShipping ? shipping : billing),
    }),
    [shipping, billing, sameAsShipping],
  );
  const errorsOf = (role: AddressRole): FieldErrors =>
    submitted && !checks[role].ok ? checks[role].errors : {};
  const messagesOf = (role: AddressRole): string[] => Object.values(errorsOf(role)).flat();
  const termsMessages = submitted && !accepted ? [TERMS_REQUIRED] : [];
  const commentLineCount = commentLines(comment).length;
  // Shown while typing: the visitor sees the limit as they cross it, not after Pay.
  const commentMessages = commentProblems(comment);

  return {
    shipping,
    billing,
    sameAsShipping,
    comment,
    accepted,
    submitted,
    checks,
    setShipping,
    setBilling,
    setSameAsShipping,
    setComment,
    setAccepted,
    setSubmitted,
    errorsOf,
    messagesOf,
    termsMessages,
    commentLineCount,
    commentMessages,
  };
}
export type CheckoutForms = ReturnType<typeof useCheckoutForms>;
