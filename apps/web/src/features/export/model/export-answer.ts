import { apiError, exportStarted, type ExportJob, type ExportTicket } from '@portal/domain';
import { ApiError } from '../../../api/api-error.ts';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What `GET /api/export/{level}` gave: the file itself (customer admins), a key to download
 * it with (other roles), or the background job that builds it (large exports).
 */
export type ExportAnswer =
  | { kind: 'file'; blob: Blob; fileName: string }
  | { kind: 'key'; ticket: ExportTicket }
  | { kind: 'job'; job: ExportJob };

/** A file name without the path separators a hostile header could slip in. */
const safeName = (name: string) => name.replace(/[/\\]/g, '_').trim();

/**
 * The file name of a content-disposition header: the UTF-8 `filename*` when there is one,
 * else the plain `filename`, else the fallback.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      const name = safeName(decodeURIComponent(extended.trim()));
      if (name) return name;
    } catch {
      // A malformed escape: the plain name below will do.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1];
  const bare = /filename\s*=\s*([^;"]+)/i.exec(disposition)?.[1];
  const plain = safeName((quoted ?? bare ?? '').replace(/\\(.)/g, '$1'));
  return plain || fallback;
}

const failureMessage = (body: unknown, status: number): string => {
  const error = apiError.safeParse(body);
  if (error.success) return error.data.Message;
  return `The export could not be started (the server answered ${status}).`;
};

/** Reads the export's answer; a refusal throws its Message (400, 403, 404). */
export async function readExportAnswer(
  response: Response,
  fallbackName: string,
): Promise<ExportAnswer> {
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  if (response.ok && type.startsWith(XLSX_CONTENT_TYPE)) {
    const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    return { kind: 'file', blob: await response.blob(), fileName };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, failureMessage(body, response.status));
  const started = exportStarted.safeParse(body);
  if (!started.success)
    throw new ApiError(response.status, 'The server sent an unexpected answer.');
  const { Successful, Data, Exception } = started.data;
  if (!Successful || !Data)
    throw new ApiError(response.status, Exception ?? 'The export could not be started.');
  return Data.Kind === 'key'
    ? { kind: 'key', ticket: Data.Ticket }
    : { kind: 'job', job: Data.Job };
}
