import { apiError, inquiryListPage, inquiryListQuery, savedInquiryFilters } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.ts';
import { requireViewer } from '../../lib/session.ts';
import { useSpecValidation } from '../auth/spec-validation.ts';
import { readListFilters, saveListFilters } from '../order/saved-filters.ts';
import { listInquiries } from './inquiry-list.ts';

/** The inquiry list (signed-in portals §2.11, §7 `GET {prefix}/inquiry`) and its saved search. */
export async function inquiryListRoutes(app: FastifyInstance, db: Executor): Promise<void> {
  // Its own scope, as the order list's: a refused parameter answers with its message alone, and
  // query keys match in any case.
  await app.register(async (list) => {
    useSpecValidation(list);
    list.withTypeProvider<ZodTypeProvider>().get(
      '/inquiry',
      {
        // The Orders/Inquiries read level is checked by the list, to answer with the spec's message.
        config: { access: 'signed-in' },
        schema: {
          tags: ['inquiries'],
          summary:
            'A page of the inquiries the caller may see, filtered and sorted, with the count',
          querystring: inquiryListQuery,
          response: { 200: inquiryListPage, 400: apiError, 401: apiError, 403: apiError },
        },
      },
      async (request) => {
        const viewer = await requireViewer(request);
        const page = await listInquiries(db, viewer, request.query);
        if (request.query.saveFilters)
          await saveListFilters(db, viewer.userId, 'inquiries', request.query);
        return page;
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/inquiry/filters',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['inquiries'],
        summary: "The caller's saved inquiry-list search (saveFilters), as query parameters",
        response: { 200: savedInquiryFilters, 401: apiError },
      },
    },
    async (request) => readListFilters(db, (await requireViewer(request)).userId, 'inquiries'),
  );
}
