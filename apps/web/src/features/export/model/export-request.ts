import { EXPORT_LEVEL_LABEL, EXPORT_LEVEL_PARAM, type ExportLevel } from '@portal/domain';

/** One export: the level, its id or number ('all' and customer material numbers have none). */
export interface ExportTarget {
  level: ExportLevel;
  value: string | null;
}

/** What every export of the page carries: the switches, the customer, the catalogue. */
export interface ExportOptions {
  /** The Export Fields switches, each false where the site does not offer it. */
  pricing: boolean;
  inventory: boolean;
  /** The chosen customer: their prices and material numbers; none is the standard customer. */
  customerNumber: string | null;
  catalogId: number;
  isPreview: boolean;
  siteName: string;
}

/** The query of `GET /api/export/{level}` (spec §7). */
export function exportQueryOf(
  target: ExportTarget,
  options: ExportOptions,
): Record<string, string | undefined> {
  const param = EXPORT_LEVEL_PARAM[target.level];
  return {
    ...(param && target.value !== null ? { [param]: target.value } : {}),
    ShowPricing: String(options.pricing),
    ShowInventory: String(options.inventory),
    customerNumber: options.customerNumber ?? undefined,
    catalogId: String(options.catalogId),
    isPreview: options.isPreview ? 'true' : undefined,
    siteName: options.siteName,
  };
}

/** The name a file gets when the server's header names none. */
export const fallbackFileName = (level: ExportLevel): string => `${EXPORT_LEVEL_LABEL[level]}.xlsx`;

/** The level's button: 'Export Product to Excel'. */
export const exportButtonText = (level: ExportLevel): string =>
  `Export ${EXPORT_LEVEL_LABEL[level]} to Excel`;
