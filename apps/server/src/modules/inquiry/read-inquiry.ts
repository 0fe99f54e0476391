import { INQUIRY_NOT_FOUND, type InquiryAnswer, type InquiryStatus } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { inquiryReader, inquiryVisibleTo } from './inquiry-access.ts';
import { listInquiryDocuments, toInquiryDocument } from './inquiry-document-queries.ts';

type PartyRow = typeof t.inquiryParty.$inferSelect;

const partyOf = (row: PartyRow | undefined): InquiryAnswer['BillToParty'] => ({
  PartnerNumber: row?.partnerNumber ?? null,
  Name: row?.name ?? '',
  Name2: row?.name2 ?? null,
  Street: row?.street ?? '',
  City: row?.city ?? '',
  Region: row?.region ?? '',
  PostalCode: row?.postalCode ?? '',
  Country: row?.country ?? '',
  Phone: row?.phone ?? '',
});

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** An inquiry its reader may see, with its status and the converted order's numbers. */
export interface VisibleInquiry {
  reader: Viewer;
  status: InquiryStatus;
  orderId: number | null;
  salesOrderNumber: string | null;
}

/**
 * Whether the viewer may see the inquiry: a customer admin any, others those of customers
 * they see. Anyone else, like an unknown number, gets 404 'Inquiry not found'. The sales order
 * number is the converted order's, read through it, so it shows as soon as the ERP gives it.
 */
export async function visibleInquiry(
  db: Executor,
  viewer: Viewer | null,
  inquiryId: number,
): Promise<VisibleInquiry> {
  const reader = inquiryReader(viewer);
  if (!reader) throw new NotFound(INQUIRY_NOT_FOUND);
  const found = await db.execute<Omit<VisibleInquiry, 'reader'>>(sql`
    select i.status, i.order_id as "orderId", o.sales_order_number as "salesOrderNumber"
    from inquiry i left join orders o on o.order_id = i.order_id
    where i.inquiry_id = ${inquiryId} and ${inquiryVisibleTo(reader)}`);
  const row = found.rows[0];
  if (!row) throw new NotFound(INQUIRY_NOT_FOUND);
  return { reader, ...row };
}

/** One inquiry for a reader who may see it (`visibleInquiry`). */
export async function readInquiry(
  db: Executor,
  viewer: Viewer | null,
  inquiryId: number,
): Promise<InquiryAnswer> {
  const { orderId, salesOrderNumber } = await visibleInquiry(db, viewer, inquiryId);
  const [[row], parties, items, documents] = await Promise.all([
    db.select().from(t.inquiry).where(eq(t.inquiry.inquiryId, inquiryId)),
    db.select().from(t.inquiryParty).where(eq(t.inquiryParty.inquiryId, inquiryId)),
    db
      .select()
      .from(t.inquiryItem)
      .where(eq(t.inquiryItem.inquiryId, inquiryId))
      .orderBy(asc(t.inquiryItem.itemNumber)),
    listInquiryDocuments(db, inquiryId),
  ]);
  if (!row) throw new NotFound(INQUIRY_NOT_FOUND);
  return {
    InquiryId: row.inquiryId,
    InquiryDate: dayOf(row.inquiryDate),
    Status: row.status as InquiryStatus,
    CancelDate: row.cancelDate ? dayOf(row.cancelDate) : null,
    CancelReason: row.cancelReason,
    SalesOrderNumber: salesOrderNumber,
    OrderId: orderId,
    Contact: { Name: row.contactName, Phone: row.contactPhone, Email: row.contactEmail },
    SubTotal: row.subTotal,
    Tax: row.tax,
    Total: row.total,
    Currency: row.currency,
    CustomerNumber: row.customerNumber,
    CustomerName: row.customerName,
    BillToParty: partyOf(parties.find((p) => p.role === 'BillTo')),
    ShipToParty: partyOf(parties.find((p) => p.role === 'ShipTo')),
    Comments: row.comments,
    Items: items.map((i) => ({
      InquiryItemId: i.inquiryItemId,
      ItemNumber: i.itemNumber,
      MaterialNumber: i.material,
      Description: i.description,
      Quantity: i.quantity,
      Price: i.unitPrice,
      TotalPrice: i.totalPrice,
      QuantityUnit: i.quantityUnit,
      PriceExplanation: i.priceRule,
    })),
    Documents: documents.map(toInquiryDocument),
  };
}
