import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../lib/session.ts';
import { customerVisibleTo } from '../customer/visibility.ts';
import { orderReader } from '../order/order-access.ts';

/**
 * Who reads and creates inquiries: the readers of orders (the Orders module at level 9, a
 * complete session), as the spec's read level for both areas is the same (decision 163).
 */
export const inquiryReader = (viewer: Viewer | null): Viewer | null => orderReader(viewer);

/** Inquiries the reader sees, as a condition on `inquiry i`: those of customers they see. */
export const inquiryVisibleTo = (reader: Viewer): SQL =>
  customerVisibleTo(reader, sql`i.customer_number`);
