/** The postal part of an address, as the portal's address form holds it. */
export interface PostalAddress {
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  Country: string;
}

export type VerificationOutcome =
  /** A deliverable address, standardised (it may equal the one sent). */
  | { kind: 'verified'; address: PostalAddress }
  /** The ZIP exists but the street line has no postal match. */
  | { kind: 'no-match' }
  /** The address cannot exist (an unknown ZIP). */
  | { kind: 'invalid'; reason: string };

/** An address verification service; the built-in one works offline for US addresses. */
export interface AddressVerifier {
  verify(address: PostalAddress): Promise<VerificationOutcome>;
  /** Loads reference data ahead of the first request. */
  warmUp?(): Promise<void>;
}
