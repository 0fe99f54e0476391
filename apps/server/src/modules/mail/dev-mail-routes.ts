import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { mailListPage, mailPage } from './dev-mail-page.ts';
import { readMail, recentMail } from './outbox.ts';

const notFound = 'No such message.';

/** /dev/mail: the outbox as pages, for a portal without SMTP (the embedded default). */
export async function devMailRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };
  r.get(
    '/dev/mail',
    {
      schema: { hide: true, querystring: z.object({ to: z.string().max(320).optional() }) },
    },
    async (request, reply) => {
      const mails = await recentMail(opts.db, 200, request.query.to);
      return reply.type('text/html').headers(noStore).send(mailListPage(mails, request.query.to));
    },
  );
  r.get(
    '/dev/mail/:mailId',
    {
      schema: {
        hide: true,
        params: z.object({ mailId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const mail = await readMail(opts.db, request.params.mailId);
      if (!mail) return reply.code(404).type('text/plain').send(notFound);
      return reply.type('text/html').headers(noStore).send(mailPage(mail));
    },
  );
}
