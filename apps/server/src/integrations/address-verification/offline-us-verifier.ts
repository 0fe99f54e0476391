import type { AddressVerifier, PostalAddress, VerificationOutcome } from './address-verifier.ts';
import { normalisePoBox, normaliseSecondLine, normaliseStreetLine } from './usps-normalise.ts';

type ZipLookup = (zip: string) => { city: string; state: string; country: string } | undefined;

const ZIP = /^(\d{5})(?:-?(\d{4}))?$/;
// A house number (123, 123A, 12-14, 123 1/2) and a street, or a rural or highway-contract route.
const DELIVERY_LINE = /^(\d+[A-Z]?(-\d+[A-Z]?)?( 1\/2)? \S+|(RR|HC) \d+ BOX \d+)/;

/**
 * US verification from ZIP data shipped in the `zipcodes` package (loaded on first use): the
 * city and state come from the ZIP, street lines are standardised USPS-style.
 */
export function createOfflineUsVerifier(): AddressVerifier {
  let lookup: Promise<ZipLookup> | null = null;
  const zipData = () => (lookup ??= import('zipcodes').then((z) => z.lookup));

  return {
    async warmUp() {
      await zipData();
    },

    async verify(address: PostalAddress): Promise<VerificationOutcome> {
      if (address.Country.trim().toUpperCase() !== 'US')
        return { kind: 'invalid', reason: 'Only US addresses can be verified' };
      const zip = ZIP.exec(address.Zip.trim());
      if (!zip) return { kind: 'invalid', reason: 'Zip is not a US ZIP code' };
      const place = (await zipData())(zip[1]!);
      if (!place || place.country !== 'US') return { kind: 'invalid', reason: 'Unknown ZIP code' };

      const line1 = normaliseStreetLine(address.Address1);
      const poBox = normalisePoBox(address.Address1);
      const deliverable = poBox ? poBox !== 'PO BOX' : DELIVERY_LINE.test(line1);
      if (!deliverable) return { kind: 'no-match' };

      return {
        kind: 'verified',
        address: {
          Address1: line1,
          Address2: normaliseSecondLine(address.Address2),
          City: place.city.toUpperCase(),
          State: place.state.toUpperCase(),
          Zip: zip[2] ? `${zip[1]}-${zip[2]}` : zip[1]!,
          Country: 'US',
        },
      };
    },
  };
}
