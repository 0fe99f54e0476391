import { ApiError } from '../../../api/api-error.ts';
import { apiUrl } from '../../../api/http-client.ts';
import { requestFetch } from '../../../api/request-fetch.ts';
import { readExportAnswer, XLSX_CONTENT_TYPE, type ExportAnswer } from '../model/export-answer.ts';
import {
  exportQueryOf,
  fallbackFileName,
  type ExportOptions,
  type ExportTarget,
} from '../model/export-request.ts';

/**
 * GET /api/export/{level}: the spreadsheet itself, a key to download it with, or the job
 * that builds it in the background. The session cookie goes along.
 */
export async function startExport(
  target: ExportTarget,
  options: ExportOptions,
): Promise<ExportAnswer> {
  let response: Response;
  try {
    response = await requestFetch(
      apiUrl(`/export/${target.level}`, exportQueryOf(target, options)),
      {
        credentials: 'same-origin',
        headers: { accept: `${XLSX_CONTENT_TYPE}, application/json` },
      },
    );
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection.');
  }
  return readExportAnswer(response, fallbackFileName(target.level));
}

/** Where a key's file is fetched: a plain navigation, so the browser streams it to disk. */
export const downloadUrl = (key: string): string =>
  `/api/export/download/${encodeURIComponent(key)}`;
