import { TEXT_KEYS, type OrderSearch, type TextKey } from './order-search.ts';

/** What each filter is called in the 'Filtered By' badges and beside its field. */
export const FILTER_LABELS: Record<TextKey, string> = {
  keyTerm: 'Search',
  salesOrderNumber: 'Sales Order #',
  poNumber: 'PO #',
  customerName: 'Customer',
  orderDate: 'Order Date',
  delivery: 'Delivery',
  salesRep: 'Sales Rep',
};

export interface FilterBadge {
  key: TextKey;
  label: string;
  value: string;
}

/** One badge per text the search narrows by, in the order the fields stand. */
export const filterBadges = (search: OrderSearch): FilterBadge[] =>
  TEXT_KEYS.filter((key) => search[key] !== '').map((key) => ({
    key,
    label: FILTER_LABELS[key],
    value: search[key],
  }));
