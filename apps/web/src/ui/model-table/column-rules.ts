import { pricingCustomerOf, siteKindOf, type Site } from '@portal/domain';
import type { TableColumn } from './table-columns.ts';

/**
 * The inventory info button: on sales-rep, customer-admin and customer sites, for a number.
 * A customer admin works on a sales-rep or customer portal, so the site's kind decides.
 */
export const showsInventoryInfo = (siteName: string, available: unknown): boolean =>
  siteKindOf(siteName) !== 'catalogue' &&
  typeof available === 'number' &&
  Number.isFinite(available);

/**
 * Whether a column's menu sorts: a filterable column always does, whatever its layout's SortBy
 * says, since the spec gives every column filter both sorts (decision 124).
 */
export const menuSorts = (column: Pick<TableColumn, 'sortable' | 'filterable'>): boolean =>
  column.sortable || column.filterable;

/**
 * The price a viewer pays, as a column: a signed-in customer's Multiplier Pricing, else the
 * first price column (List); none where the site shows no prices.
 */
export function viewerPriceColumn(columns: readonly TableColumn[]): TableColumn | null {
  return (
    columns.find((c) => c.source === 'customer-price' && !!c.compute) ??
    columns.find((c) => c.kind === 'price') ??
    null
  );
}

/**
 * 'Choose field' options on small screens: the viewer's price first where the site prices, so
 * a phone shows number, price and Add to Cart (decision 125); then the columns marked for
 * mobile (ShowOnMobile or one of the static mobile fields), then the others, so that every
 * column's filter stays reachable on a phone.
 */
export function mobileFieldOptions(columns: TableColumn[]): TableColumn[] {
  const price = viewerPriceColumn(columns);
  const others = columns.filter((c) => c.kind !== 'model' && c !== price);
  const marked = others.filter((c) => c.showOnMobile);
  return [...(price ? [price] : []), ...marked, ...others.filter((c) => !c.showOnMobile)];
}

export interface CustomerMaterial {
  CustomerNumber: string;
  MaterialNumber: string | null;
}

export interface WithCustomerMaterials {
  CustomerMaterials?: CustomerMaterial[] | null;
}

/** The model's material number for the customer, if it has one. */
export function customerMaterialNumber(
  model: WithCustomerMaterials,
  customerNumber: string | null,
): string | null {
  if (!customerNumber) return null;
  const match = model.CustomerMaterials?.find(
    (m) => m.CustomerNumber === customerNumber && !!m.MaterialNumber?.trim(),
  );
  return match?.MaterialNumber ?? null;
}

/**
 * The Customer Material Number column shows only for a signed-in customer number and only
 * when some model has a material number for that customer.
 */
export const showsCustomerMaterialColumn = (
  models: WithCustomerMaterials[],
  customerNumber: string | null,
): boolean =>
  !!customerNumber && models.some((m) => customerMaterialNumber(m, customerNumber) !== null);

/**
 * Whose own columns a signed-in user's tables show: on a customer site the first customer of
 * their permissions (decision 095) has their material numbers shown, and their prices where
 * the site prices. `customerNumbers` is null for a visitor.
 */
export function tableCustomers(
  site: Pick<Site, 'Name' | 'HasPricing'>,
  customerNumbers: readonly string[] | null,
): { materials: string | null; prices: string | null } {
  const customer = customerNumbers ? pricingCustomerOf(site.Name, customerNumbers) : null;
  return { materials: customer, prices: site.HasPricing ? customer : null };
}

/** The 'Download Excel' link of a table, in the catalogue and mode the page shows. */
export function exportSectionTableUrl(input: {
  siteName: string;
  sectionTableId: number;
  productId: number;
  showInventory: boolean;
  catalogId: number;
  isPreview: boolean;
}): string {
  const query = new URLSearchParams({
    siteName: input.siteName,
    sectionTableId: String(input.sectionTableId),
    productId: String(input.productId),
    showinventory: String(input.showInventory),
    catalogId: String(input.catalogId),
  });
  if (input.isPreview) query.set('isPreview', 'true');
  return `/api/export/exportSectionTable?${query.toString()}`;
}
