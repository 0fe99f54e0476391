import { z } from 'zod';
import { address } from './address.ts';

export const addressRole = z.enum(['shipping', 'billing']);
export type AddressRole = z.infer<typeof addressRole>;

/** Body of POST /api/addresses/validate: the ship-to and/or bill-to address. */
export const addressValidationRequest = z
  .array(z.object({ Id: addressRole, Address: address }))
  .min(1, 'Send at least one address')
  .max(2, 'Send at most the shipping and the billing address')
  .refine((list) => new Set(list.map((a) => a.Id)).size === list.length, {
    error: 'Each of shipping and billing may appear once',
  });
export type AddressValidationRequest = z.input<typeof addressValidationRequest>;

/**
 * One verified address (decision 042). Successful false: verification could not run, keep the
 * address as entered and note ExecutionId on the order. IsInvalid: the address does not exist
 * (unknown ZIP). Address null: no postal match for the street. Otherwise Address is the
 * standardised one, and IsSameAddress tells whether it differs from what was entered.
 */
export const addressValidationResult = z.object({
  Id: addressRole,
  Address: address.nullable(),
  IsSameAddress: z.boolean(),
  IsInvalid: z.boolean(),
  ExecutionId: z.string(),
  Successful: z.boolean(),
});
export type AddressValidationResult = z.infer<typeof addressValidationResult>;

export const addressValidationResponse = z.array(addressValidationResult);
