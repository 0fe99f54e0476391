import { COUNTRIES, US_STATES, type CountryOrState } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from '../../api/http-client.ts';

const DAY_MS = 86_400_000;

export const getCountries = (signal?: AbortSignal): Promise<CountryOrState[]> =>
  getJson(apiUrl('/common/countries'), (s) => s.countryList, signal);

export const getCountryStates = (
  countryAlphaCode: string,
  signal?: AbortSignal,
): Promise<CountryOrState[]> =>
  getJson(apiUrl('/common/country_states', { countryAlphaCode }), (s) => s.countryList, signal);

// A list that fails to load is not shown as an error: the built-in list stands in for it.
export const useCountries = (): readonly CountryOrState[] =>
  useQuery({
    queryKey: ['common', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: DAY_MS,
    retry: 1,
  }).data ?? COUNTRIES;

/** States are requested for the US only; elsewhere the state is free text. */
export const useUsStates = (): readonly CountryOrState[] =>
  useQuery({
    queryKey: ['common', 'country_states', 'US'],
    queryFn: ({ signal }) => getCountryStates('US', signal),
    staleTime: DAY_MS,
    retry: 1,
  }).data ?? US_STATES;
