import {
  apiError,
  QUICK_ORDER_FILE_MAX_BYTES,
  QUICK_ORDER_FILE_MESSAGES as MESSAGES,
  quickOrderFileAnswer,
  quickOrderFileProblem,
  quickOrderLinesOfCsv,
  quickOrderLinesOfRows,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError, ValidationFailed } from '../../lib/errors.ts';
import { decodedText } from '../order-documents/text-content.ts';
import { firstWorksheetRows } from './quick-order-sheet.ts';
import { unpacksWithin } from './zip-size.ts';

/** What an .xlsx of at most 2 MB may unpack to: far beyond an order list, far below harm. */
const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

interface Upload {
  name: string;
  content: Buffer;
}

/** The one file of the form's `file` field; anything else in the form is passed over. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  let upload: Upload | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: QUICK_ORDER_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      if (part.fieldname === 'file') upload = { name: part.filename, content };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(413, MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new ValidationFailed(MESSAGES.oneFile);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT')
      throw new ValidationFailed(MESSAGES.type);
    throw error;
  }
  if (!upload) throw new ValidationFailed(MESSAGES.type);
  return upload;
}

/** A CSV file's text: UTF-8, else the Windows encoding spreadsheet programs save in. */
function csvText(content: Buffer): string {
  if (content.includes(0)) throw new ValidationFailed(MESSAGES.type);
  return decodedText(content) ?? new TextDecoder('windows-1252').decode(content);
}

async function workbookLines(content: Buffer): Promise<string[]> {
  if (!unpacksWithin(content, MAX_UNPACKED_BYTES)) throw new ValidationFailed(MESSAGES.unreadable);
  const rows = await firstWorksheetRows(content).catch(() => null);
  if (!rows) throw new ValidationFailed(MESSAGES.unreadable);
  return quickOrderLinesOfRows(rows);
}

/**
 * The file's quick-order lines. Its content decides what it is and its name must agree: an
 * Excel workbook (.xlsx) is read from its first worksheet; a text file named .csv as CSV. An
 * .xlsx that is no workbook, or a damaged one, cannot be read; any other file is refused.
 */
async function linesOfFile({ name, content }: Upload): Promise<string[]> {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  const detected = content.length > 0 ? await fileTypeFromBuffer(content) : undefined;
  if (extension === 'xlsx') {
    if (detected && detected.ext !== 'xlsx' && detected.ext !== 'zip')
      throw new ValidationFailed(MESSAGES.type);
    return workbookLines(content);
  }
  if (extension === 'csv' && !detected) return quickOrderLinesOfCsv(csvText(content));
  throw new ValidationFailed(MESSAGES.type);
}

/**
 * POST /api/quickOrder/file (issue 15): a CSV or Excel list read into the lines a paste would
 * give, for the signed-in user to check and send as a quick order. Nothing is stored.
 */
export function quickOrderFileRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/quickOrder/file',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['orders'],
        summary:
          "A CSV or Excel (.xlsx) list (multipart, field `file`, up to 2 MB) as quick-order lines, 'number<TAB>quantity' each",
        response: {
          200: quickOrderFileAnswer,
          400: apiError,
          401: apiError,
          403: apiError,
          413: apiError,
          415: apiError,
        },
      },
    },
    async (request) => {
      const lines = await linesOfFile(await readUpload(request));
      const problem = quickOrderFileProblem(lines);
      if (problem) throw new ValidationFailed(problem);
      return { Successful: true as const, Data: { Text: lines.join('\n'), Rows: lines.length } };
    },
  );
}
