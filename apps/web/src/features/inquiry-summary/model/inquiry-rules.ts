import {
  DocumentLevel,
  inquiryIdParams,
  isCustomerAdmin,
  type InquiryAnswer,
  type InquiryStatus,
} from '@portal/domain';

/** The route's inquiry id, or null when it cannot name one (the page then shows not found). */
export function inquiryIdOf(param: string | undefined): number | null {
  const parsed = inquiryIdParams.safeParse({ inquiryId: param?.trim() || undefined });
  return parsed.success ? parsed.data.inquiryId : null;
}

export interface InquiryActions {
  canCancel: boolean;
  canConvert: boolean;
}

/** Cancel Inquiry and Convert to Order: pending inquiries, customer admins only (§2.13). */
export function inquiryActions(status: InquiryStatus, roles: readonly string[]): InquiryActions {
  const may = status === 'Pending' && isCustomerAdmin(roles);
  return { canCancel: may, canConvert: may };
}

/** The new-order wizard's route, prefilled from the inquiry. */
export const convertPath = (inquiryId: number): string => `/new/fromInquiry-${inquiryId}`;

/**
 * The Files tab's level: the reader's, but only a pending inquiry's files can change, so a
 * cancelled or converted one's are only listed and opened.
 */
export const inquiryDocumentLevel = (readerLevel: number, status: InquiryStatus): number =>
  status === 'Pending' ? readerLevel : Math.min(readerLevel, DocumentLevel.View);

/**
 * The converted order, for the Sales Order Number link: its ERP number once known, else the
 * portal's order number (order_summary takes either). Null until the inquiry is converted.
 */
export function linkedOrder(
  inquiry: Pick<InquiryAnswer, 'SalesOrderNumber' | 'OrderId'>,
): { path: string; label: string } | null {
  const number =
    inquiry.SalesOrderNumber ?? (inquiry.OrderId === null ? null : String(inquiry.OrderId));
  if (number === null) return null;
  return {
    path: `/order_summary/${encodeURIComponent(number)}`,
    label: inquiry.SalesOrderNumber ?? `Being processed (order ${inquiry.OrderId})`,
  };
}

/** Tab titles count what the tab lists: lines, not quantities, and comment lines. */
export const countedTitle = (label: string, count: number): string => `${label} (${count})`;
