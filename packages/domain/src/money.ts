/**
 * Whole cents of an amount, half away from zero. Nudging by one part in 2^52 before rounding
 * undoes binary drift (1.005 * 100 = 100.49999999999999 must give 101).
 */
export function toCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 * (1 + Number.EPSILON));
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** The one place money is rounded: to cents. */
export const roundMoney = (amount: number): number => toCents(amount) / 100;

/** Price times quantity, exact in cents. */
export const lineTotal = (unitPrice: number, quantity: number): number =>
  (toCents(unitPrice) * quantity) / 100;
