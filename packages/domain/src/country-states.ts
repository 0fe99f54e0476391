import countryNames from 'countries-list/minimal/countries.en.min.json' with { type: 'json' };
import { z } from 'zod';

/** Country and State entity of the spec: an alpha code and a display name. */
export const countryOrState = z.object({ AlphaCode: z.string(), Name: z.string() });
export type CountryOrState = z.infer<typeof countryOrState>;

export const DEFAULT_COUNTRY = 'US';

/**
 * Codes the package lists that ISO 3166-1 does not assign: Kosovo's user-assigned XK and the
 * postal union's Ascension Island (AC) and Tristan da Cunha (TA), which ISO only reserves.
 */
const NOT_ISO_3166_1 = new Set(['XK', 'AC', 'TA']);
/** The countries most orders go to open the list (decision 137). */
const FIRST = ['US', 'CA'];

const isoCountries = Object.entries(countryNames)
  .filter(([code]) => !NOT_ISO_3166_1.has(code))
  .map(([AlphaCode, Name]) => ({ AlphaCode, Name }));

/** ISO 3166-1: United States (the default), Canada, then every other country by name. */
export const COUNTRIES: readonly CountryOrState[] = [
  ...FIRST.map((code) => isoCountries.find((c) => c.AlphaCode === code)!),
  ...isoCountries
    .filter((c) => !FIRST.includes(c.AlphaCode))
    .sort((a, b) => a.Name.localeCompare(b.Name, 'en')),
];

const countryCodes = new Set(COUNTRIES.map((c) => c.AlphaCode));
/** An ISO 3166-1 alpha-2 code, in any case. */
export const isCountryCode = (code: string): boolean => countryCodes.has(code.trim().toUpperCase());

const entries = (pairs: Record<string, string>): CountryOrState[] =>
  Object.entries(pairs).map(([AlphaCode, Name]) => ({ AlphaCode, Name }));

/** USPS state codes: the 50 states, the District of Columbia and the inhabited territories. */
export const US_STATES: readonly CountryOrState[] = entries({
  AL: 'Alabama',
  AK: 'Alaska',
  AS: 'American Samoa',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  GU: 'Guam',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  MP: 'Northern Mariana Islands',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VI: 'U.S. Virgin Islands',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
});

export const CA_PROVINCES: readonly CountryOrState[] = entries({
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories',
  NS: 'Nova Scotia',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
});

/** States or provinces of a country; empty for a country without a list. */
export function statesOf(countryAlphaCode: string): readonly CountryOrState[] {
  const code = countryAlphaCode.trim().toUpperCase();
  if (code === 'US') return US_STATES;
  if (code === 'CA') return CA_PROVINCES;
  return [];
}

const usStateCodes = new Set(US_STATES.map((s) => s.AlphaCode));
export const isUsState = (code: string): boolean => usStateCodes.has(code.trim().toUpperCase());
