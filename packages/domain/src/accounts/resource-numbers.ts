/**
 * A customer or sales-rep number without the ERP's leading zeros: '0000101234' and '101234'
 * name one customer, so a typed number is compared in this form. Trailing zeros are part of
 * the number; only the held-id check of the spec ignores them too (comparableId).
 */
export const withoutLeadingZeros = (id: string): string => id.trim().replace(/^0+/, '');
