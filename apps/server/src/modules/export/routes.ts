import { PassThrough } from 'node:stream';
import { apiError } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ValidationFailed } from '../../lib/errors.ts';
import { optionalViewer } from '../../lib/session.ts';
import { pricingCustomer } from '../pricing/customer-prices.ts';
import type { SiteService } from '../site/service.ts';
import { exportSectionTableQuery } from './params.ts';
import { MAX_SHEET_ROWS, type ExportService, type SectionTableSheet } from './service.ts';
import { writeSheet, XLSX_CONTENT_TYPE } from './workbook.ts';

/** Same header as the model viewer's when rows were left out. */
const TRUNCATED_HEADER = 'x-rows-truncated-at';

/** attachment; an ASCII file name for old clients and the UTF-8 one for the rest. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\/]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams the workbook into the reply as exceljs writes it. */
function sendSheet(request: FastifyRequest, reply: FastifyReply, sheet: SectionTableSheet) {
  const body = new PassThrough();
  writeSheet(body, sheet).catch((error: unknown) => {
    request.log.error({ err: error }, 'section table spreadsheet failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  if (sheet.truncated) reply.header(TRUNCATED_HEADER, String(MAX_SHEET_ROWS));
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', attachment(sheet.fileName))
    .header('cache-control', 'no-store')
    .send(body);
}

interface Deps {
  sites: SiteService;
  exports: ExportService;
}

export async function exportRoutes(app: FastifyInstance, { sites, exports }: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/export/exportSectionTable',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['export'],
        summary: 'One section table of a product as an .xlsx spreadsheet',
        querystring: exportSectionTableQuery,
        response: { 400: apiError, 403: apiError, 404: apiError },
      },
    },
    async (request, reply) => {
      const q = request.query;
      // The host decides the site (and so the permission); siteName must merely exist.
      if (q.siteName && !(await sites.byName(q.siteName))) {
        throw new ValidationFailed(`siteName: ${q.siteName} is not a known site`, {
          siteName: ['is not a known site'],
        });
      }
      const [site, viewer] = await Promise.all([
        sites.forHost(request.hostname),
        optionalViewer(request),
      ]);
      const sheet = await exports.sectionTableSheet(site, {
        productId: q.productId,
        sectionTableId: q.sectionTableId,
        catalogId: q.catalogId,
        showInventory: q.showinventory || q.showInventory,
        preview: q.isPreview,
        customerNumber: pricingCustomer(viewer, site),
      });
      return sendSheet(request, reply, sheet);
    },
  );
}
