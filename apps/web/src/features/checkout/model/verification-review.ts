import type { Address, AddressForm, AddressRole, AddressValidationResult } from '@portal/domain';

export const INVALID_MESSAGES: Record<AddressRole, string> = {
  shipping: 'Ship To address is invalid',
  billing: 'Bill To address is invalid',
};
export const CORRECTED_BODY =
  'We found a better match for the addresses provided. Do you want to use the corrected address?';
export const NO_MATCH_HEADER = 'Incorrect address';
export const NO_MATCH_BODY =
  'Please verify that the address is correct because a postal address service does not have a match in its database';

export interface Correction {
  role: AddressRole;
  original: AddressForm;
  corrected: Address;
}

/** What the verification answer asks of the visitor. */
export type VerificationReview =
  | { kind: 'invalid'; messages: string[] }
  | { kind: 'review'; corrections: Correction[]; noMatch: AddressRole[]; unverified: string[] }
  | { kind: 'proceed'; unverified: string[] };

/**
 * Invalid addresses stop the checkout (OK only); corrected or unmatched ones are shown for a
 * choice; otherwise payment follows. Unverified ones (Successful false) proceed with a note.
 */
export function reviewVerification(
  results: readonly AddressValidationResult[],
  entered: Partial<Record<AddressRole, AddressForm>>,
): VerificationReview {
  const verified = results.filter((r) => r.Successful);
  const unverified = results.filter((r) => !r.Successful).map((r) => r.ExecutionId);
  const invalid = verified.filter((r) => r.IsInvalid);
  if (invalid.length > 0)
    return { kind: 'invalid', messages: invalid.map((r) => INVALID_MESSAGES[r.Id]) };
  const noMatch = verified.filter((r) => r.Address === null).map((r) => r.Id);
  const corrections: Correction[] = [];
  for (const r of verified) {
    const original = entered[r.Id];
    if (r.Address && !r.IsSameAddress && original)
      corrections.push({ role: r.Id, original, corrected: r.Address });
  }
  if (corrections.length === 0 && noMatch.length === 0) return { kind: 'proceed', unverified };
  return { kind: 'review', corrections, noMatch, unverified };
}
