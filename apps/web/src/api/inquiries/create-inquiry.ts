import { inquiryCreated, type InquiryInput } from '@portal/domain';
import { apiUrl, postJson } from '../http-client.ts';

/**
 * POST /api/inquiry (multipart): the inquiry's fields as JSON in `request`, then its documents.
 * The server prices the lines; the answer names the new inquiry.
 */
export async function createInquiry(
  data: InquiryInput,
  files: readonly File[],
  idempotencyKey: string,
): Promise<{ InquiryId: number }> {
  const form = new FormData();
  form.append('request', JSON.stringify({ Data: data }));
  for (const file of files) form.append('files', file, file.name);
  const created = await postJson(apiUrl('/inquiry'), form, () => inquiryCreated, {
    'idempotency-key': idempotencyKey,
  });
  return created.Data;
}
