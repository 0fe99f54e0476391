/** What the sandbox does with a card: documented in README.md and on the card fields page. */
export type SandboxOutcome =
  | { status: 'approved' }
  | { status: 'declined'; responseCode: string; responseDescription: string }
  | { status: 'error'; responseCode: string; responseDescription: string };

export interface SandboxTestCard {
  number: string;
  outcome: SandboxOutcome;
  note: string;
}

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4111111111111111', outcome: { status: 'approved' }, note: 'approves' },
  {
    number: '4000000000000002',
    outcome: { status: 'declined', responseCode: '05', responseDescription: 'Do not honor' },
    note: 'is declined (05 Do not honor)',
  },
  {
    number: '4000000000000119',
    outcome: { status: 'error', responseCode: '96', responseDescription: 'Processor unavailable' },
    note: 'fails to authorise (processor error)',
  },
];

/** Any other valid card number approves, as with a real provider's sandbox. */
export function sandboxOutcome(cardNumber: string): SandboxOutcome {
  return SANDBOX_TEST_CARDS.find((c) => c.number === cardNumber)?.outcome ?? { status: 'approved' };
}

export const cardDigits = (input: string): string => input.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardType(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** MM/YY (or MM/YYYY) that has not passed yet; null when not a valid expiry. */
export function parseExpiry(input: string, now: Date): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryMonth = year * 12 + (month - 1);
  if (expiryMonth < thisMonth || expiryMonth > thisMonth + 12 * 20) return null;
  return { month, year };
}

export const cvvFits = (cvv: string, type: string): boolean =>
  type === 'American Express' ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
