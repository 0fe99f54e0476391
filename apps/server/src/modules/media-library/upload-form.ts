import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, MediaMessage } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { DomainError, ValidationFailed } from '../../lib/errors.ts';
import type { Upload } from './file-service.ts';

/** One file and a folder id: the library's upload form (15 MB, as every upload). */
export const LIBRARY_FORM_OPTIONS = {
  // The name as sent, so that a path in it is refused rather than cut off.
  preservePath: true,
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 },
};

/** The form's file (its first file part, whatever the part is named) and `folderId`. */
export async function readLibraryUpload(request: FastifyRequest): Promise<Upload> {
  let file: { name: string; content: Buffer } | null = null;
  let folderField = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { name: part.filename, content: await part.toBuffer() };
      else if (part.fieldname === 'folderId') folderField = String(part.value).trim();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(413, FILE_TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new DomainError(413, 'Upload one file at a time.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new DomainError(400, 'Send the file as multipart/form-data.');
    throw error;
  }
  if (!file || file.content.length === 0) throw new ValidationFailed(MediaMessage.noFile);
  const folderId = folderField === '' ? null : Number(folderField);
  if (folderId !== null && !(Number.isInteger(folderId) && folderId > 0 && folderId < 2 ** 31))
    throw new ValidationFailed('folderId must be a folder id.');
  return { ...file, folderId };
}
