import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/errors.ts';
import type { DocumentHolder } from './document-access.ts';
import { requireRoom, type DocumentUsage } from './quotas.ts';

/** Files one upload call may carry. */
export const MAX_UPLOAD_FILES = 10;

/** The multipart limits of the upload calls of order and inquiry documents. */
export const UPLOAD_FORM_OPTIONS = {
  // The name as sent, folders and all, so that a path in it is refused rather than cut off.
  preservePath: true,
  limits: {
    fileSize: MAX_UPLOAD_BYTES,
    files: MAX_UPLOAD_FILES,
    fields: 5,
    parts: MAX_UPLOAD_FILES + 5,
  },
};

/** The upload's files; reading stops at the first one the holder has no room for. */
export async function readUploadedFiles(
  request: FastifyRequest,
  usage: DocumentUsage,
  holder: DocumentHolder,
) {
  const files: { name: string; content: Buffer }[] = [];
  let bytes = 0;
  try {
    for await (const part of request.files()) {
      const content = await part.toBuffer();
      files.push({ name: part.filename, content });
      bytes += content.length;
      requireRoom(usage, { files: files.length, bytes }, holder);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(413, FILE_TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT')
      throw new DomainError(413, `At most ${MAX_UPLOAD_FILES} files can be uploaded at once.`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new DomainError(400, 'Send the files as multipart/form-data.');
    throw error;
  }
  return files;
}
