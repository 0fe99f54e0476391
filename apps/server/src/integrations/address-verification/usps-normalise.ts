import { isPoBox } from '@portal/domain';
import { DIRECTIONALS, STREET_SUFFIXES, UNIT_DESIGNATORS } from './usps-abbreviations.ts';

/** Upper case, no punctuation but the hyphen, slash and '#', single spaces. */
export function cleanText(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9/#\- ]+/g, ' ')
    .replace(/#/g, ' # ')
    .replace(/\s+/g, ' ')
    .trim();
}

const isUnitStart = (token: string | undefined): boolean =>
  token !== undefined && (token === '#' || token in UNIT_DESIGNATORS);

/** `APARTMENT 4B` -> `APT 4B`, `#4` -> `# 4`. */
export function normaliseUnit(tokens: string[]): string {
  const [designator, ...rest] = tokens;
  if (designator === undefined) return '';
  return [UNIT_DESIGNATORS[designator] ?? designator, ...rest].join(' ');
}

/** `P.O. Box 12` -> `PO BOX 12`; null when the line is not a P.O. box. */
export function normalisePoBox(line: string): string | null {
  if (!isPoBox(line)) return null;
  const number = /(\d+[A-Z]?)\s*$/i.exec(line.trim());
  return number ? `PO BOX ${number[1]!.toUpperCase()}` : 'PO BOX';
}

/**
 * USPS-style delivery line: `123 north main street apartment 4` -> `123 N MAIN ST APT 4`.
 * A directional or suffix that is the street's only name word stays spelled out (`12 NORTH ST`).
 */
export function normaliseStreetLine(line: string): string {
  const poBox = normalisePoBox(line);
  if (poBox) return poBox;
  const tokens = cleanText(line).split(' ').filter(Boolean);
  // A designator right after the house number is the street's name (`5 FRONT ST`).
  const unitAt = tokens.findIndex((t, i) => i >= 2 && isUnitStart(t));
  const street = unitAt === -1 ? tokens : tokens.slice(0, unitAt);
  const unit = unitAt === -1 ? [] : tokens.slice(unitAt);

  const first = /^\d/.test(street[0] ?? '') ? 1 : 0;
  let end = street.length;
  const postDir = DIRECTIONALS[street[end - 1] ?? ''];
  if (postDir && end - first >= 3) street[--end] = postDir;
  const suffix = STREET_SUFFIXES[street[end - 1] ?? ''];
  const hasSuffix = suffix !== undefined && end - 1 - first >= 1;
  if (hasSuffix) street[end - 1] = suffix;
  const preDir = DIRECTIONALS[street[first] ?? ''];
  const nameWords = (hasSuffix ? end - 1 : end) - (first + 1);
  if (preDir && nameWords >= 1) street[first] = preDir;

  return [...street, normaliseUnit(unit)].filter(Boolean).join(' ');
}

/** Second address line: a unit (`Suite 200` -> `STE 200`) or other text, cleaned. */
export function normaliseSecondLine(line: string): string {
  const tokens = cleanText(line).split(' ').filter(Boolean);
  return isUnitStart(tokens[0]) ? normaliseUnit(tokens) : tokens.join(' ');
}

/** Text compared for "is this the same address": case, punctuation and spacing ignored. */
export const comparable = cleanText;
