import { z } from 'zod';

/** Country and State entity of the spec: an alpha code and a display name. */
export const countryOrState = z.object({ AlphaCode: z.string(), Name: z.string() });
export type CountryOrState = z.infer<typeof countryOrState>;

export const DEFAULT_COUNTRY = 'US';

/** The countries orders ship to (decision 041). */
export const COUNTRIES: readonly CountryOrState[] = [
  { AlphaCode: 'US', Name: 'United States' },
  { AlphaCode: 'CA', Name: 'Canada' },
];

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
