import {
  INQUIRY_CANCEL_DENIED,
  INQUIRY_NOT_FOUND,
  INQUIRY_NOT_PENDING,
  type InquiryAnswer,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { queueMail } from '../mail/outbox.ts';
import { inquiryReader } from './inquiry-access.ts';
import { inquiryCancelledMail, mailFactsColumns, mailFactsOf } from './inquiry-mails.ts';
import { readInquiry } from './read-inquiry.ts';

/**
 * Cancels a pending inquiry with its reason: customer admins only (customer service); an
 * inquiry already cancelled or converted answers 409. The status check and the change are
 * one statement, so a cancel racing a conversion cannot both succeed; the mail telling the
 * contact the reason is queued with the change.
 */
export async function cancelInquiry(
  db: Database,
  viewer: Viewer,
  inquiryId: number,
  reason: string,
): Promise<InquiryAnswer> {
  const reader = inquiryReader(viewer);
  if (!reader) throw new NotFound(INQUIRY_NOT_FOUND);
  if (!reader.isCustomerAdmin) throw new Forbidden(INQUIRY_CANCEL_DENIED);
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(t.inquiry)
      .set({
        status: 'Cancelled',
        cancelReason: reason,
        cancelDate: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(t.inquiry.inquiryId, inquiryId), eq(t.inquiry.status, 'Pending')))
      .returning(mailFactsColumns);
    for (const row of rows) await queueMail(tx, inquiryCancelledMail(mailFactsOf(row), reason));
    return rows;
  });
  if (changed.length === 0) {
    const [exists] = await db
      .select({ id: t.inquiry.inquiryId })
      .from(t.inquiry)
      .where(eq(t.inquiry.inquiryId, inquiryId));
    if (!exists) throw new NotFound(INQUIRY_NOT_FOUND);
    throw new Conflict(INQUIRY_NOT_PENDING);
  }
  return readInquiry(db, reader, inquiryId);
}
