import { COUNTRIES, countryOrState, statesOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statesQuery = z.object({
  countryAlphaCode: z
    .string({ error: 'countryAlphaCode is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'countryAlphaCode must be a two-letter country code'),
});

const list = z.array(countryOrState);
// The lists change with a release only.
const DAY = 'public, max-age=86400';

/** Countries orders ship to and their states or provinces, for the address forms. */
export async function commonRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/common/countries',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['common'],
        summary: 'Countries of the address forms',
        response: { 200: list },
      },
    },
    async (_request, reply) => reply.header('cache-control', DAY).send([...COUNTRIES]),
  );
  r.get(
    '/common/country_states',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['common'],
        summary: 'States (US) or provinces (CA) of a country; empty for others',
        querystring: statesQuery,
        response: { 200: list },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', DAY).send([...statesOf(request.query.countryAlphaCode)]),
  );
}
