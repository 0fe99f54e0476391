import { randomUUID } from 'node:crypto';
import {
  addressFormErrors,
  billingAddressForm,
  shippingAddressForm,
  type AddressForm,
  type AddressRole,
  type AddressValidationResult,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleDeps } from '../../app.ts';
import type {
  AddressVerifier,
  VerificationOutcome,
} from '../../integrations/address-verification/address-verifier.ts';
import { comparable } from '../../integrations/address-verification/usps-normalise.ts';
import { ValidationFailed } from '../../lib/errors.ts';

export interface AddressService {
  validate(
    items: { Id: AddressRole; Address: Record<string, unknown> }[],
    log: FastifyBaseLogger,
  ): Promise<AddressValidationResult[]>;
}

const VERIFY_TIMEOUT_MS = 3_000;
const POSTAL_FIELDS = ['Address1', 'Address2', 'City', 'State', 'Zip'] as const;

/** Checks each address against the form rules, then has the verifier standardise it. */
export function createAddressService(deps: Pick<ModuleDeps, 'addressVerifier'>): AddressService {
  return {
    async validate(items, log) {
      const forms = parseForms(items);
      const executionId = randomUUID();
      const outcomes = await Promise.all(
        forms.map(({ form }) => verifyWithin(deps.addressVerifier, form)),
      );
      log.info(
        { executionId, outcomes: outcomes.map((o) => o?.kind ?? 'unavailable') },
        'address verification',
      );
      return forms.map(({ Id, form }, i) => toResult(Id, form, outcomes[i] ?? null, executionId));
    },
  };
}

function parseForms(items: { Id: AddressRole; Address: Record<string, unknown> }[]) {
  const errors: Record<string, string[]> = {};
  const forms: { Id: AddressRole; form: AddressForm }[] = [];
  for (const { Id, Address } of items) {
    const schema = Id === 'shipping' ? shippingAddressForm : billingAddressForm;
    const parsed = schema.safeParse(Address);
    if (parsed.success) forms.push({ Id, form: parsed.data });
    else
      for (const [field, messages] of Object.entries(addressFormErrors(parsed.error)))
        errors[`${Id}.${field}`] = messages;
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationFailed(first, errors);
  return forms;
}

/** The verifier's answer, or null when it could not run (outside the US, failure, timeout). */
async function verifyWithin(
  verifier: AddressVerifier,
  form: AddressForm,
): Promise<VerificationOutcome | null> {
  if (form.Country !== 'US') return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), VERIFY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([verifier.verify(form).catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function toResult(
  Id: AddressRole,
  form: AddressForm,
  outcome: VerificationOutcome | null,
  ExecutionId: string,
): AddressValidationResult {
  const entered = { ...form, Name: `${form.FirstName} ${form.LastName}` };
  const result = { Id, ExecutionId, IsInvalid: false, IsSameAddress: false, Successful: true };
  if (!outcome) return { ...result, Address: entered, IsSameAddress: true, Successful: false };
  if (outcome.kind === 'invalid') return { ...result, Address: entered, IsInvalid: true };
  if (outcome.kind === 'no-match') return { ...result, Address: null };
  const corrected = { ...entered, ...outcome.address };
  const same = POSTAL_FIELDS.every((f) => comparable(corrected[f]) === comparable(entered[f]));
  return { ...result, Address: corrected, IsSameAddress: same };
}
