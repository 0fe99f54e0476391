import { createHash } from 'node:crypto';

export interface Place {
  city: string;
  state: string;
}

/** The sandbox ships everything from one warehouse. */
export const WAREHOUSE: Place = { city: 'Memphis', state: 'TN' };

/** Each parcel carrier's sorting hub between the warehouse and the customer. */
export const PARCEL_HUBS: Record<string, Place> = {
  UPS: { city: 'Louisville', state: 'KY' },
  FedEx: { city: 'Indianapolis', state: 'IN' },
};

export const PARCEL_CARRIERS = ['UPS', 'FedEx'] as const;
/** Heavy orders go on a pallet with a less-than-truckload carrier. */
export const FREIGHT_CARRIERS = ['Estes Express', 'Old Dominion Freight Line', 'R+L Carriers'];
/** Orders the customer collects at the warehouse counter. */
export const WILL_CALL = 'Will Call';

/** The carriers' terminals nearest to a destination state; Kansas City for the rest. */
const TERMINALS: Record<string, Place> = {
  IL: { city: 'Chicago', state: 'IL' },
  KY: { city: 'Louisville', state: 'KY' },
  CO: { city: 'Denver', state: 'CO' },
  WI: { city: 'Milwaukee', state: 'WI' },
  MN: { city: 'Minneapolis', state: 'MN' },
  GA: { city: 'Atlanta', state: 'GA' },
  OH: { city: 'Columbus', state: 'OH' },
  IN: { city: 'Indianapolis', state: 'IN' },
  TN: { city: 'Nashville', state: 'TN' },
};
export const terminalFor = (state: string): Place =>
  TERMINALS[state] ?? { city: 'Kansas City', state: 'MO' };

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** A stable choice among `options` for `seed`. */
export const pickBy = <T>(seed: string, options: readonly T[]): T =>
  options[Number.parseInt(digest(seed).slice(0, 2), 16) % options.length]!;

/**
 * A tracking number in the carrier's own shape: UPS '1Z' and 16 characters, a freight
 * carrier's 10-digit PRO number, 12 digits for FedEx; none for goods collected at the counter.
 */
export function trackingNumber(carrier: string, seed: string): string | null {
  if (carrier === WILL_CALL) return null;
  const hex = digest(seed).toUpperCase();
  if (carrier === 'UPS') return `1Z${hex.slice(0, 16)}`;
  const digits = FREIGHT_CARRIERS.includes(carrier) ? 10 : 12;
  return String(BigInt(`0x${hex.slice(0, 12)}`) % 10n ** BigInt(digits)).padStart(digits, '0');
}
