import {
  INQUIRY_CREDIT_HOLD,
  type InquiryCreated,
  type InquiryData,
  type OrderParty,
  type Site,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { DomainError, Forbidden } from '../../lib/errors.ts';
import { fileDigests, type UploadedFile } from '../../lib/multipart-request.ts';
import type { Viewer } from '../../lib/session.ts';
import { queueMail } from '../mail/outbox.ts';
import { checkFileContent } from '../order-documents/file-checks.ts';
import { requireRoom } from '../order-documents/quotas.ts';
import { storedFileRows } from '../order-documents/store-uploads.ts';
import { readAnswer, repeatOf, requestHash } from '../order/idempotency.ts';
import { inquiryReader } from './inquiry-access.ts';
import { insertInquiryDocuments } from './inquiry-document-queries.ts';
import { inquiryBlobKey } from './inquiry-documents.ts';
import { queueCustomerServiceMail } from './inquiry-mail-queue.ts';
import { inquiryReceivedMail, newInquiryMail } from './inquiry-mails.ts';
import { priceInquiry } from './inquiry-lines.ts';
import { inquiryParties } from './inquiry-parties.ts';

const SCOPE = 'inquiry';

export interface InquiryDeps {
  db: Database;
  blobs: BlobStore;
}

export interface InquiryContext {
  site: Site;
  viewer: Viewer;
  idempotencyKey: string;
}

const hashOf = (data: InquiryData, files: readonly UploadedFile[]) =>
  requestHash({
    data,
    files: fileDigests(files),
  });

const partyRow = (inquiryId: number, role: 'BillTo' | 'ShipTo', p: OrderParty) => ({
  inquiryId,
  role,
  partnerNumber: p.PartnerNumber ?? null,
  name: p.Name,
  name2: p.Name2 ?? null,
  street: p.Street,
  city: p.City,
  region: p.Region,
  postalCode: p.PostalCode,
  country: p.Country,
  phone: p.Phone,
});

/** Who entered the inquiry, as customer service's mail names them. */
function creatorOf(user: Viewer): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name ? `${name} (${user.username})` : user.username;
}

/** The key's claim with its answer, or nothing when another request claimed it first. */
async function claimKey(
  tx: Executor,
  key: string,
  hash: string,
  answer: InquiryCreated,
): Promise<boolean> {
  const claimed = await tx
    .insert(t.idempotencyKey)
    .values({ scope: SCOPE, key, requestHash: hash, response: answer })
    .onConflictDoNothing()
    .returning({ key: t.idempotencyKey.key });
  return claimed.length === 1;
}

/**
 * Creates a price inquiry (decision 163): the caller must read orders and see the customer;
 * a credit-blocked customer is refused; the parties come from the customer's records, every
 * line is priced here for the customer, and the files pass the order documents' checks before
 * anything is written. The key's claim, the inquiry, its parties, items and files, and the
 * mails to its contact and to customer service are written in one transaction; a repeat of
 * the key answers the first result.
 */
export async function createInquiry(
  deps: InquiryDeps,
  ctx: InquiryContext,
  data: InquiryData,
  files: readonly UploadedFile[],
): Promise<InquiryCreated> {
  const hash = hashOf(data, files);
  const earlier = await readAnswer(deps.db, SCOPE, ctx.idempotencyKey);
  if (earlier) return repeatOf<InquiryCreated>(earlier, hash);

  const reader = inquiryReader(ctx.viewer);
  if (!reader) throw new Forbidden('Access to the Inquiries is Denied.');
  const parties = await inquiryParties(deps.db, reader, data);
  if (parties.customer.isCreditBlocked) throw new DomainError(422, INQUIRY_CREDIT_HOLD);
  requireRoom(
    { files: 0, bytes: 0 },
    { files: files.length, bytes: files.reduce((sum, f) => sum + f.content.length, 0) },
    'inquiry',
  );
  const checked = await Promise.all(files.map((f) => checkFileContent(f.name, f.content)));
  const customerNumber = parties.customer.customerNumber;
  const { lines, subTotal } = await priceInquiry(deps.db, ctx.site, customerNumber, data.Items);

  const stored: string[] = [];
  let answer: InquiryCreated | null;
  try {
    answer = await deps.db.transaction(async (tx) => {
      const [next] = (
        await tx.execute(
          sql`select nextval(pg_get_serial_sequence('inquiry', 'inquiry_id'))::int as id`,
        )
      ).rows as { id: number }[];
      const inquiryId = next!.id;
      const created: InquiryCreated = { Successful: true, Data: { InquiryId: inquiryId } };
      if (!(await claimKey(tx, ctx.idempotencyKey, hash, created))) return null;
      await tx.insert(t.inquiry).overridingSystemValue().values({
        inquiryId,
        customerNumber,
        customerName: parties.customer.customerName,
        contactName: data.Contact.Name,
        contactPhone: data.Contact.Phone,
        contactEmail: data.Contact.Email,
        comments: data.Comments,
        subTotal,
        tax: 0,
        total: subTotal,
        createdByUserId: reader.userId,
      });
      await tx
        .insert(t.inquiryParty)
        .values([
          partyRow(inquiryId, 'BillTo', parties.billTo),
          partyRow(inquiryId, 'ShipTo', parties.shipTo),
        ]);
      await tx.insert(t.inquiryItem).values(lines.map((l) => ({ inquiryId, ...l })));
      if (checked.length > 0) {
        const documents = storedFileRows(checked, files, (extension) =>
          inquiryBlobKey(inquiryId, extension),
        );
        await Promise.all(
          documents.map(async (d, i) => {
            stored.push(d.blobKey);
            await deps.blobs.put(d.blobKey, files[i]!.content);
          }),
        );
        await insertInquiryDocuments(tx, inquiryId, documents);
      }
      const facts = {
        inquiryId,
        customerNumber,
        customerName: parties.customer.customerName,
        contact: data.Contact,
        lines,
        subTotal,
        comments: data.Comments,
        createdBy: creatorOf(reader),
      };
      await queueMail(tx, inquiryReceivedMail(facts));
      await queueCustomerServiceMail(tx, newInquiryMail(facts));
      return created;
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.blobs.delete(key)));
    throw error;
  }
  if (answer) return answer;
  // A concurrent request with the same key created the inquiry first.
  const first = await readAnswer(deps.db, SCOPE, ctx.idempotencyKey);
  return repeatOf<InquiryCreated>(first!, hash);
}
