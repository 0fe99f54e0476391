import {
  customerSearchResult,
  PermissionType,
  pricingCustomerOf,
  siteKindOf,
  type CustomerSearchResult,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { useSite } from '../../../api/get-site.ts';
import { getCustomerMultipliers } from '../../../ui/model-table/customer-pricing-api.ts';
import { findCustomer } from '../../../ui/wizard/wizard-calls.ts';
import { useSessionValue } from './use-session-value.ts';

export interface ToolCustomer {
  /** The chosen customer's number; null is the standard customer (list prices). */
  number: string | null;
  /** Its name and whether it has material numbers, once known. */
  details: CustomerSearchResult | null;
  /** A customer site's own customer: chosen for the user and not to be cleared (spec §2.1). */
  fixed: boolean;
  choose: (customer: CustomerSearchResult) => void;
  clear: () => void;
  /** Its agreement is loading, or failed: the tables then show list prices (spec §8). */
  pricesLoading: boolean;
  pricesFailed: boolean;
}

/** The customer kept for a reload, if the same user chose it. */
function keptCustomer(stored: unknown, userId: number | null): CustomerSearchResult | null {
  if (!stored || typeof stored !== 'object') return null;
  const { userId: owner, customer } = stored as { userId?: unknown; customer?: unknown };
  const parsed = customerSearchResult.safeParse(customer);
  return owner === userId && parsed.success ? parsed.data : null;
}

/**
 * The customer the tool prices for. On a customer site it is the user's first customer; a
 * user without one there (a customer admin) picks like a sales rep does.
 */
export function useToolCustomer(): ToolCustomer {
  const site = useSite();
  const user = useLiveUser();
  const own =
    user?.ResourcePermissions.filter((p) => p.Type === PermissionType.Customer).map(
      (p) => p.ResourceId,
    ) ?? [];
  const fixedNumber =
    siteKindOf(site.Name) === 'customer' ? pricingCustomerOf(site.Name, own) : null;
  // Kept for a reload of the tab, and only for the user who chose it.
  const userId = user?.Id ?? null;
  const [picked, setPicked] = useSessionValue(
    'export-tool:customer',
    (stored) => keptCustomer(stored, userId),
    useCallback((customer: CustomerSearchResult | null) => ({ userId, customer }), [userId]),
  );
  const fixed = useQuery({
    queryKey: accountKey('export-customer', fixedNumber),
    queryFn: () => findCustomer(fixedNumber!, { materialInfo: true }),
    enabled: fixedNumber !== null,
    staleTime: 5 * 60_000,
  });
  const number = fixedNumber ?? picked?.CustomerNumber ?? null;
  // The same query as the tables' own (use-customer-pricing.ts): one request serves both.
  const prices = useQuery({
    queryKey: accountKey('multipliers', number),
    queryFn: ({ signal }) => getCustomerMultipliers(number!, signal),
    enabled: number !== null && site.HasPricing,
    staleTime: 60_000,
  });
  return {
    number,
    details: fixedNumber !== null ? (fixed.data ?? null) : picked,
    fixed: fixedNumber !== null,
    choose: setPicked,
    clear: () => setPicked(null),
    pricesLoading: number !== null && site.HasPricing && prices.isPending,
    pricesFailed: number !== null && prices.isError,
  };
}
