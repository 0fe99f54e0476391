import { createHash } from 'node:crypto';
import {
  apiError,
  FILE_TOO_LARGE_MESSAGE,
  MAX_ORDER_FILES,
  MAX_UPLOAD_BYTES,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainError, ValidationFailed } from './errors.ts';

/** A file of a multipart request, read whole (at most MAX_UPLOAD_BYTES). */
export interface UploadedFile {
  name: string;
  content: Buffer;
}

/** An order's or an inquiry's form: the `request` field and its documents. */
export const DOCUMENT_FORM_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_ORDER_FILES,
  fields: 2,
  parts: MAX_ORDER_FILES + 2,
};

/** The refusals a call with documents may answer. */
export const DOCUMENT_CALL_FAILURES = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  413: apiError,
  415: apiError,
  422: apiError,
  503: apiError,
};

/** The `request` field (JSON text) and the files of a multipart call about an order or inquiry. */
export async function readDocumentForm(
  request: FastifyRequest,
  noun: 'order' | 'inquiry',
): Promise<{ request: unknown; files: UploadedFile[] }> {
  const form: { request: unknown; files: UploadedFile[] } = { request: undefined, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        form.files.push({ name: part.filename, content: await part.toBuffer() });
      else if (part.fieldname === 'request') form.request = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(413, FILE_TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT')
      throw new DomainError(413, `An ${noun} takes at most ${MAX_ORDER_FILES} files.`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new DomainError(400, `Send the ${noun} as multipart/form-data.`);
    throw error;
  }
  return form;
}

/** The `request` field's `Data`, checked with the shared schema; the first message leads. */
export function requestFieldData<T>(
  raw: unknown,
  schema: z.ZodType<{ Data: T }>,
  noun: 'order' | 'inquiry',
): T {
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    throw new ValidationFailed(`The ${noun} request is not valid JSON.`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data.Data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'request';
    (errors[field] ??= []).push(issue.message);
  }
  throw new ValidationFailed(parsed.error.issues[0]!.message, errors);
}

/** Each file as the idempotency key remembers it: its name and digest. */
export const fileDigests = (files: readonly UploadedFile[]) =>
  files.map((f) => [f.name, createHash('sha256').update(f.content).digest('hex')]);
