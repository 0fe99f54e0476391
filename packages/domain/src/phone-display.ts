const PUNCTUATION_ONLY = /^[\d\s().+-]+$/;

/**
 * A stored phone number as the portal shows it: a US number of 10 digits (with or without the
 * country code 1) as (000) 000-0000; anything else (an extension, a foreign number, a partial
 * one) exactly as it was typed, since reformatting it could change what it means.
 */
export function displayPhone(phone: string): string {
  const typed = phone.trim();
  if (!PUNCTUATION_ONLY.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  // After a '+' the country code comes first: only +1 and ten digits is a US number.
  const withCountryCode = digits.length === 11 && digits.startsWith('1');
  const national = withCountryCode ? digits.slice(1) : typed.startsWith('+') ? '' : digits;
  if (national.length !== 10) return typed;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
