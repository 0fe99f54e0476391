import {
  MAX_ORDER_BYTES,
  MAX_ORDER_FILES,
  orderBytesMessage,
  orderFilesMessage,
  uploadsPerHourMessage,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import type { AccountsOptions } from '../auth/accounts-options.ts';
import type { DocumentHolder } from './document-access.ts';

/** What an order's documents take up, counted as they were uploaded (decision 140). */
export interface DocumentUsage {
  files: number;
  bytes: number;
}

/**
 * The order's files as uploaded: a clipped document counts the documents it was made of, not
 * its merged copy, so clipping and unclipping change nothing. With `lock`, uploads to the
 * same order wait for each other until the transaction ends.
 */
export async function documentUsage(
  db: Executor,
  orderId: number,
  lock = false,
): Promise<DocumentUsage> {
  if (lock)
    await db.execute(sql`select 1 from orders where order_id = ${orderId} for no key update`);
  const result = await db.execute(sql`
    select count(*)::int as files, coalesce(sum(coalesce(p.size_bytes, d.size_bytes)), 0)::bigint as bytes
    from order_document d
    left join order_document_part p on p.document_id = d.document_id
    where d.order_id = ${orderId}`);
  const row = result.rows[0] as { files: number; bytes: string };
  return { files: row.files, bytes: Number(row.bytes) };
}

/** 413 when `adding` would take the order (or inquiry) over its files or bytes; the message says how. */
export function requireRoom(
  usage: DocumentUsage,
  adding: DocumentUsage,
  holder: DocumentHolder = 'order',
): void {
  if (usage.files + adding.files > MAX_ORDER_FILES)
    throw new DomainError(413, orderFilesMessage(usage.files, holder));
  if (usage.bytes + adding.bytes > MAX_ORDER_BYTES)
    throw new DomainError(413, orderBytesMessage(usage.bytes, adding.bytes, holder));
}

const uploadKey = (ip: string) => `upload:ip:${ip}`;

/**
 * The client address's hourly share of uploaded files: `count(ip, 0)` only checks that some is
 * left (before the files are read), `count(ip, n)` counts n files and refuses past the limit.
 */
export function uploadCounter(options: AccountsOptions) {
  const { throttle, limits, now } = options;
  return async (ip: string, files: number): Promise<void> => {
    const counted = await throttle.hit(uploadKey(ip), limits.requestWindowMs, now(), files);
    const over =
      files === 0 ? counted >= limits.uploadPerAddress : counted > limits.uploadPerAddress;
    if (over) throw new DomainError(429, uploadsPerHourMessage(limits.uploadPerAddress));
  };
}
export type UploadCounter = ReturnType<typeof uploadCounter>;
