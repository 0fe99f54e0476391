import type { AddressValidationRequest, AddressValidationResult } from '@portal/domain';
import { apiUrl, postJson } from '../../../api/http-client.ts';

/** POST /api/addresses/validate: the verifier's answer per address. */
export const validateAddresses = (
  addresses: AddressValidationRequest,
): Promise<AddressValidationResult[]> =>
  postJson(apiUrl('/addresses/validate'), addresses, (s) => s.addressValidationResponse);
