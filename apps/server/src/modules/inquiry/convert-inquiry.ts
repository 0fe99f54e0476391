import {
  INQUIRY_CONVERT_DENIED,
  INQUIRY_CONVERT_NOT_PENDING,
  INQUIRY_FILES_WITHOUT_INQUIRY,
  INQUIRY_NOT_FOUND,
  inquiryCustomerMismatch,
  inquiryFilesNotFound,
  type CustomerOrderData,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { Conflict, DomainError, Forbidden, NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { queueMail } from '../mail/outbox.ts';
import { findInquiryDocuments, type InquiryDocumentRow } from './inquiry-document-queries.ts';
import { inquiryConvertedMail, mailFactsColumns, mailFactsOf } from './inquiry-mails.ts';

export type { InquiryDocumentRow };

type InquiryOfOrder = Pick<CustomerOrderData, 'InquiryId' | 'InquiryFiles' | 'BillToParty'>;

/** The inquiry's files among `ids`; an id that is not one of them is refused (422). */
async function inquiryFiles(
  db: Executor,
  inquiryId: number,
  ids: readonly number[],
): Promise<InquiryDocumentRow[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await findInquiryDocuments(db, inquiryId, wanted);
  const missing = wanted.filter((id) => !found.some((f) => f.documentId === id));
  if (missing.length > 0) throw new DomainError(422, inquiryFilesNotFound(inquiryId, missing));
  return found;
}

/**
 * The inquiry an order converts and the files it takes from it, checked before anything is
 * written (decision 163): only customer service converts; the inquiry must exist, be pending
 * and be of the customer the order bills. Null for an order that converts none.
 */
export async function inquiryToConvert(
  db: Executor,
  reader: Viewer,
  data: InquiryOfOrder,
): Promise<{ inquiryId: number; files: InquiryDocumentRow[] } | null> {
  const inquiryId = data.InquiryId;
  if (!inquiryId) {
    if (data.InquiryFiles.length > 0) throw new DomainError(422, INQUIRY_FILES_WITHOUT_INQUIRY);
    return null;
  }
  if (!reader.isCustomerAdmin) throw new Forbidden(INQUIRY_CONVERT_DENIED);
  const [row] = await db
    .select({ status: t.inquiry.status, customerNumber: t.inquiry.customerNumber })
    .from(t.inquiry)
    .where(eq(t.inquiry.inquiryId, inquiryId));
  if (!row) throw new NotFound(INQUIRY_NOT_FOUND);
  if (row.status !== 'Pending') throw new Conflict(INQUIRY_CONVERT_NOT_PENDING);
  if (row.customerNumber !== data.BillToParty.PartnerNumber)
    throw new DomainError(422, inquiryCustomerMismatch(inquiryId, row.customerNumber));
  return { inquiryId, files: await inquiryFiles(db, inquiryId, data.InquiryFiles) };
}

/**
 * Marks the inquiry converted into the order, in the order's transaction, queues the mail to
 * its contact and answers the files the order takes. The change is one conditional update
 * from Pending: of two conversions at once the second waits for the first, then finds nothing
 * to change, and its whole order rolls back. The files are read again under that lock, so one
 * deleted meanwhile is refused by its id.
 */
export async function markConverted(
  tx: Executor,
  inquiryId: number,
  fileIds: readonly number[],
  order: { orderId: number; purchaseOrderNumber: string; total: number },
): Promise<InquiryDocumentRow[]> {
  const [row] = await tx
    .update(t.inquiry)
    .set({ status: 'Converted', orderId: order.orderId, updatedAt: sql`now()` })
    .where(and(eq(t.inquiry.inquiryId, inquiryId), eq(t.inquiry.status, 'Pending')))
    .returning(mailFactsColumns);
  if (!row) throw new Conflict(INQUIRY_CONVERT_NOT_PENDING);
  await queueMail(tx, inquiryConvertedMail(mailFactsOf(row), order));
  return inquiryFiles(tx, inquiryId, fileIds);
}
