import type { FastifyReply } from 'fastify';

/** A stored document as it is sent back. */
export interface DocumentFile {
  name: string;
  contentType: string;
  content: Buffer;
}

/**
 * The file as an attachment under its uploaded name; the browser must not guess another type
 * or keep a copy for the next user of the machine.
 */
export const sendDocument = (reply: FastifyReply, file: DocumentFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
