import { createHash, randomBytes } from 'node:crypto';
import { EXPORT_KEY_MINUTES, type ExportTicket } from '@portal/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exportKey, type StoredExportRequest } from '../../db/schema/index.ts';

/** Keys are stored as their SHA-256: a read of the table hands out no file. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export interface KeyFor {
  userId: number;
  siteId: number;
  fileName: string;
  /** A direct export, written when the key is used. */
  request?: StoredExportRequest;
  /** A file built in the background. */
  exportJobId?: string;
}

/** A new, unguessable download key (256 random bits) for one user, for a few minutes. */
export async function issueKey(db: Database, key: KeyFor): Promise<ExportTicket> {
  const text = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(exportKey)
    .values({
      keyHash: hashOf(text),
      userId: key.userId,
      siteId: key.siteId,
      fileName: key.fileName,
      request: key.request ?? null,
      exportJobId: key.exportJobId ?? null,
      expiresAt: sql`now() + make_interval(mins => ${EXPORT_KEY_MINUTES})`,
    })
    .returning({ expiresAt: exportKey.expiresAt });
  return { Key: text, FileName: key.fileName, ExpiresAt: row!.expiresAt.toISOString() };
}

/** The unexpired key of this user on this site; another user's key is as good as none. */
export async function findKey(db: Database, text: string, userId: number, siteId: number) {
  const [row] = await db
    .select()
    .from(exportKey)
    .where(
      and(
        eq(exportKey.keyHash, hashOf(text)),
        eq(exportKey.userId, userId),
        eq(exportKey.siteId, siteId),
        gt(exportKey.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function removeExpiredKeys(db: Database): Promise<number> {
  const gone = await db
    .delete(exportKey)
    .where(lt(exportKey.expiresAt, sql`now()`))
    .returning({ keyHash: exportKey.keyHash });
  return gone.length;
}
