import type { TableColumn } from './table-columns.ts';

/** Site names whose users are sales reps, customer admins or customers. */
const INVENTORY_DETAIL_SITES = new Set(['sales', 'customers']);

/** The inventory info button: on sales-rep, customer-admin and customer sites, for a number. */
export const showsInventoryInfo = (siteName: string, available: unknown): boolean =>
  INVENTORY_DETAIL_SITES.has(siteName.toLowerCase()) &&
  typeof available === 'number' &&
  Number.isFinite(available);

/**
 * 'Choose field' options on small screens: the columns marked for mobile (ShowOnMobile or
 * one of the static mobile fields) first, so the first of them is the default, then the
 * others, so that every column's filter stays reachable on a phone.
 */
export function mobileFieldOptions(columns: TableColumn[]): TableColumn[] {
  const others = columns.filter((c) => c.kind !== 'model');
  const marked = others.filter((c) => c.showOnMobile);
  return [...marked, ...others.filter((c) => !c.showOnMobile)];
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

/** The 'Download Excel' link of a table. */
export function exportSectionTableUrl(input: {
  siteName: string;
  sectionTableId: number;
  productId: number;
  showInventory: boolean;
}): string {
  const query = new URLSearchParams({
    siteName: input.siteName,
    sectionTableId: String(input.sectionTableId),
    productId: String(input.productId),
    showinventory: String(input.showInventory),
  });
  return `/api/export/exportSectionTable?${query.toString()}`;
}
