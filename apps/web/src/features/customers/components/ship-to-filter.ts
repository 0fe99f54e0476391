import { withoutLeadingZeros, type ShipToParty } from '@portal/domain';

type Searched = Pick<ShipToParty, 'Name' | 'PartnerNumber'>;

/**
 * Whether a ship-to's name or partner number holds the typed text, in any case; a number
 * matches typed with or without the ERP's leading zeros ('200101' finds '0000200101').
 */
export function shipToMatches(party: Searched, typed: string): boolean {
  const text = typed.trim().toLowerCase();
  if (text === '') return true;
  const number = party.PartnerNumber.toLowerCase();
  if (party.Name.toLowerCase().includes(text) || number.includes(text)) return true;
  const unpadded = withoutLeadingZeros(text);
  return unpadded !== '' && withoutLeadingZeros(number).includes(unpadded);
}

export const filterShipTos = <P extends Searched>(parties: readonly P[], typed: string): P[] =>
  parties.filter((party) => shipToMatches(party, typed));
