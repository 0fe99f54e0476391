import {
  customerPrice,
  explainCustomerPrice,
  PermissionType,
  type ExplainedPrice,
  type CustomerMultipliers,
  type PricedItem,
  type TableModel,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { accountKey } from '../../api/accounts/account-keys.ts';
import { useLiveUser } from '../../api/accounts/use-session.ts';
import { useSite } from '../../api/get-site.ts';
import {
  customerMaterialNumber,
  showsCustomerMaterialColumn,
  tableCustomers,
} from './column-rules.ts';
import { getCustomerMaterials, getCustomerMultipliers } from './customer-pricing-api.ts';
import { useModelTableHost } from './model-table-host.ts';
import type { CustomerColumns } from './table-columns.ts';

/**
 * Whose material numbers and prices a signed-in user's tables show (`tableCustomers`), or the
 * customer an order is being placed for.
 */
function useTableCustomers() {
  const site = useSite();
  const user = useLiveUser();
  const hosted = useModelTableHost()?.pricingCustomer ?? null;
  if (hosted) return { materials: hosted, prices: site.HasPricing ? hosted : null };
  const customers = user?.ResourcePermissions.filter((p) => p.Type === PermissionType.Customer);
  return tableCustomers(site, customers?.map((p) => p.ResourceId) ?? null);
}

/** The customer whose prices the signed-in user sees: theirs, on a site with pricing. */
export const usePricingCustomer = (): string | null => useTableCustomers().prices;

export interface CustomerPricing {
  customerNumber: string;
  /** Null while loading, and empty-handed after a failure (`failed`). */
  multipliers: CustomerMultipliers | null;
  failed: boolean;
}

/** The chosen customer's agreement; null for visitors. Dropped at sign-out with the account. */
export function useCustomerPricing(): CustomerPricing | null {
  const customerNumber = usePricingCustomer();
  const query = useQuery({
    queryKey: accountKey('multipliers', customerNumber),
    queryFn: ({ signal }) => getCustomerMultipliers(customerNumber!, signal),
    enabled: customerNumber !== null,
    staleTime: 60_000,
  });
  if (customerNumber === null) return null;
  return { customerNumber, multipliers: query.data ?? null, failed: query.isError };
}

/** What a buyer pays for a model as far as the page can tell: the customer's or the list price. */
export function usePriceOf(): (model: PricedItem) => number | null {
  const multipliers = useCustomerPricing()?.multipliers ?? null;
  return useCallback(
    (model: PricedItem) => (multipliers ? customerPrice(multipliers, model) : model.TotalList),
    [multipliers],
  );
}

/** How the viewer's price of a model is made; null without an agreement (visitors, list prices). */
export function usePriceExplanation(): (model: PricedItem) => ExplainedPrice | null {
  const multipliers = useCustomerPricing()?.multipliers ?? null;
  return useCallback(
    (model: PricedItem) => (multipliers ? explainCustomerPrice(multipliers, model) : null),
    [multipliers],
  );
}

/** A short fingerprint of a table's rows, so each set of rows is asked for once. */
function fingerprint(pcns: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const pcn of pcns)
    for (let i = 0; i <= pcn.length; i += 1)
      hash = Math.imul(hash ^ (i < pcn.length ? pcn.charCodeAt(i) : 0), 0x01000193);
  return `${pcns.length}-${(hash >>> 0).toString(36)}`;
}

export interface TableCustomerColumns {
  columns: CustomerColumns | null;
  /** The agreement could not be loaded: no Multiplier Pricing column, and say so. */
  pricesFailed: boolean;
}

/**
 * A signed-in customer's columns for a table: their price from the agreement where the site
 * prices, and their own material numbers when some row has one. Material numbers of a page's
 * tables load together.
 */
export function useCustomerColumns(models: readonly TableModel[]): TableCustomerColumns {
  const pricing = useCustomerPricing();
  const customerNumber = useTableCustomers().materials;
  const pcns = useMemo(() => models.map((m) => m.PcnCatalogNumber), [models]);
  const materials = useQuery({
    queryKey: accountKey('customer-materials', customerNumber, fingerprint(pcns)),
    queryFn: () => getCustomerMaterials(customerNumber!, pcns),
    enabled: customerNumber !== null && pcns.length > 0,
    staleTime: 5 * 60_000,
  });
  const multipliers = pricing?.multipliers ?? null;
  const found = materials.data;
  const columns = useMemo((): CustomerColumns | null => {
    if (customerNumber === null) return null;
    const materialsOf = (m: TableModel) => {
      const number = found?.get(m.PcnCatalogNumber);
      return {
        CustomerMaterials: number
          ? [{ CustomerNumber: customerNumber, MaterialNumber: number }]
          : [],
      };
    };
    const showMaterials = showsCustomerMaterialColumn(models.map(materialsOf), customerNumber);
    return {
      price: multipliers ? (m) => customerPrice(multipliers, m) : null,
      materialNumber: showMaterials
        ? (m) => customerMaterialNumber(materialsOf(m), customerNumber)
        : null,
    };
  }, [customerNumber, multipliers, found, models]);
  return { columns, pricesFailed: pricing?.failed ?? false };
}
