import { apiError, invoiceQuery } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { optionalViewer } from '../../lib/session.ts';
import { readOrderSummary } from '../order/service.ts';
import type { SiteService } from '../site/service.ts';
import { invoiceNumberOf, renderInvoicePdf } from './invoice-pdf.ts';

export async function invoiceRoutes(
  app: FastifyInstance,
  deps: { db: Database; sites: SiteService },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/PDF/PdfInvoiceFromOrder',
    {
      // Whoever may read the order (its PublicKey, or an order number they may see).
      config: { access: 'anonymous' },
      schema: {
        tags: ['orders'],
        summary: 'The invoice of an order as a PDF (InvoiceNumber: PublicKey or order number)',
        querystring: invoiceQuery,
        response: {
          200: z.any().describe('application/pdf'),
          400: apiError,
          404: apiError,
        },
      },
    },
    async (request, reply) => {
      const order = await readOrderSummary(
        deps.db,
        await optionalViewer(request),
        request.query.InvoiceNumber,
      );
      const site = await deps.sites.forHost(request.hostname);
      const pdf = await renderInvoicePdf(order, site.DisplayName);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="Invoice-${invoiceNumberOf(order)}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
