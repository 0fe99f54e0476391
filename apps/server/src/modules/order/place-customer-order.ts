import {
  creditHoldOrderMessage,
  PO_NUMBER_EXISTS,
  type CustomerOrderData,
  type OrderPlaced,
  type Site,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import type { JobSignals } from '../../jobs/job-signals.ts';
import { Conflict, DomainError, Forbidden } from '../../lib/errors.ts';
import { fileDigests, type UploadedFile } from '../../lib/multipart-request.ts';
import type { Viewer } from '../../lib/session.ts';
import { checkFileContent } from '../order-documents/file-checks.ts';
import { insertDocuments } from '../order-documents/queries.ts';
import { inquiryToConvert, markConverted } from '../inquiry/convert-inquiry.ts';
import { loadShippingStrategies } from '../pricing/service.ts';
import { orderingParties } from './customer-order-parties.ts';
import { erpCustomerOrderOf } from './erp-order.ts';
import { answerOrNewOrderId, readAnswer, repeatOf, requestHash } from './idempotency.ts';
import { orderReader } from './order-access.ts';
import { priceOrder } from './order-lines.ts';
import { writeOrder, type OrderToWrite } from './order-writes.ts';
import { newPublicKey } from './place-card-order.ts';
import {
  poDocuments,
  requirePoDocuments,
  storePoDocuments,
  type PoDocument,
} from './po-documents.ts';
import { isPoNumberUsed } from './po-number.ts';

const SCOPE = 'order';

export interface CustomerOrderDeps {
  db: Database;
  blobs: BlobStore;
  jobs?: JobSignals;
}

export interface CustomerOrderContext {
  site: Site;
  viewer: Viewer;
  idempotencyKey: string;
}

/** The request as the key remembers it: the order's fields and each file's name and digest. */
const hashOf = (data: CustomerOrderData, files: readonly UploadedFile[]) =>
  requestHash({
    data,
    files: fileDigests(files),
  });

/**
 * Places a customer's order from the new-order wizard (decision 158): the caller must read
 * orders and see the customer; a credit-blocked customer and a PO number the customer used
 * before are refused; the bill-to and a chosen ship-to come from the customer's records;
 * every line is priced here for the customer, never from the request; the PO documents are
 * checked before anything is written. An order may convert a pending inquiry of its customer
 * (customer service only), taking inquiry files as PO documents (decision 163). The key's
 * claim, the order, its documents, its ERP outbox row and the inquiry's conversion are
 * written in one transaction, and a repeat of the key answers the first result. The ERP
 * hand-off job then books it and the order's check reports it synced.
 */
export async function placeCustomerOrder(
  deps: CustomerOrderDeps,
  ctx: CustomerOrderContext,
  data: CustomerOrderData,
  files: readonly UploadedFile[],
): Promise<OrderPlaced> {
  const hash = hashOf(data, files);
  const earlier = await answerOrNewOrderId(deps.db, SCOPE, ctx.idempotencyKey);
  if ('answer' in earlier) return repeatOf<OrderPlaced>(earlier.answer, hash);

  const reader = orderReader(ctx.viewer);
  if (!reader) throw new Forbidden('Access to the Orders is Denied.');
  const conversion = await inquiryToConvert(deps.db, reader, data);
  requirePoDocuments(files, conversion?.files ?? []);

  const parties = await orderingParties(deps.db, reader, data);
  if (parties.customer.isCreditBlocked) throw new DomainError(422, creditHoldOrderMessage());
  const customerNumber = parties.customer.customerNumber;
  if (await isPoNumberUsed(deps.db, reader, data.PurchaseNo, customerNumber))
    throw new Conflict(PO_NUMBER_EXISTS);

  const checked = await Promise.all(files.map((f) => checkFileContent(f.name, f.content)));
  const priced = await priceOrder(
    deps.db,
    { site: ctx.site, customerNumber },
    data.Items,
    await loadShippingStrategies(deps.db),
  );
  // On account: the ERP invoices freight; the portal's order carries the parts' total.
  const subTotal = priced.totals.subTotal;
  const textLines = data.TextLines.map((l) => l.trim()).filter((l) => l !== '');

  const { orderId } = earlier;
  const publicKey = newPublicKey();
  const placed: OrderPlaced = {
    Successful: true,
    Data: { OrderId: orderId, PublicKey: publicKey },
  };
  const creator = {
    username: reader.username,
    name: `${reader.firstName} ${reader.lastName}`.trim() || reader.username,
  };
  const order: OrderToWrite = {
    orderId,
    idempotency: { scope: SCOPE, key: ctx.idempotencyKey, requestHash: hash, answer: placed },
    order: {
      publicKey,
      siteId: ctx.site.SiteId,
      purchaseOrderNumber: data.PurchaseNo,
      email: reader.email,
      textLines,
      subTotal,
      shippingCost: 0,
      total: subTotal,
      customerNumber,
      customerName: parties.customer.customerName,
      creatorUsername: creator.username,
      creatorName: creator.name,
      shipVia: data.ShipVia,
      salesRepNumber: parties.salesRepNumber,
    },
    billTo: parties.billTo,
    shipTo: parties.shipTo,
    lines: priced.lines,
    payment: null,
    erpOrder: erpCustomerOrderOf({
      reference: publicKey,
      data,
      customer: { number: customerNumber, name: parties.customer.customerName },
      creator,
      email: reader.email,
      billTo: parties.billTo,
      shipTo: parties.shipTo,
      salesRepNumber: parties.salesRepNumber,
      textLines,
      priced,
    }),
    mail: null,
  };
  let documents: PoDocument[] = [];
  let written: boolean;
  try {
    written = await deps.db.transaction(async (tx) => {
      if (!(await writeOrder(tx, order))) return false;
      const chosen = conversion
        ? await markConverted(tx, conversion.inquiryId, data.InquiryFiles, {
            orderId,
            purchaseOrderNumber: data.PurchaseNo,
            total: subTotal,
          })
        : [];
      documents = poDocuments(orderId, { checked, files }, chosen);
      await storePoDocuments(deps.blobs, documents);
      await insertDocuments(
        tx,
        documents.map((d) => d.row),
      );
      return true;
    });
  } catch (error) {
    await Promise.all(documents.map((d) => deps.blobs.delete(d.row.blobKey)));
    throw error;
  }
  if (!written) {
    // A concurrent request with the same key placed the order first.
    const first = await readAnswer(deps.db, SCOPE, ctx.idempotencyKey);
    return repeatOf<OrderPlaced>(first!, hash);
  }
  deps.jobs?.wake('erp-handoff');
  return placed;
}
