import { pluralCount, type SiteKind } from '@portal/domain';

/** Cards refresh on their own this often (signed-in portals §2.8). */
export const DASHBOARD_REFRESH_MS = 3_000_000;

/** The shipments card looks this many days ahead (§2.8) and, for what has left, as far back. */
export const SHIPMENT_WINDOW_DAYS = 10;

export type DashboardCard =
  'pendingOrders' | 'shippedOrders' | 'inquiries' | 'salesRepRequests' | 'customerRequests';

interface Viewer {
  admin: boolean;
  siteKind: SiteKind;
  /** Whether the Inquiries area opens for them: the card leads nowhere otherwise. */
  inquiries: boolean;
}

/** Which cards a dashboard holds, by who is signed in and where (§2.8). */
export function cardsFor({ admin, siteKind, inquiries }: Viewer): DashboardCard[] {
  const cards: DashboardCard[] = admin
    ? ['pendingOrders', 'inquiries', 'salesRepRequests', 'customerRequests']
    : siteKind === 'customer'
      ? ['shippedOrders', 'inquiries']
      : ['shippedOrders', 'customerRequests'];
  return inquiries ? cards : cards.filter((card) => card !== 'inquiries');
}

export type AgeVariant = 'success' | 'warning' | 'danger';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How a pending order's date is coloured: over 7 days old danger, over 1 day warning, else
 * success. A date without a time counts from that day's start in the reader's zone.
 */
export function pendingAgeVariant(orderDate: string, now: Date): AgeVariant {
  const placed = /^\d{4}-\d{2}-\d{2}$/.test(orderDate)
    ? new Date(`${orderDate}T00:00:00`)
    : new Date(orderDate);
  const age = now.getTime() - placed.getTime();
  if (age > 7 * DAY_MS) return 'danger';
  if (age > DAY_MS) return 'warning';
  return 'success';
}

/** A card's footer: how many records it holds, or that they are still coming. */
export const countFooter = (count: number | null): string =>
  count === null ? 'Loading...' : pluralCount(count, 'result');
