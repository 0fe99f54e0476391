import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { mailListPage, mailPage, OUTBOX_STYLE } from './dev-mail-page.ts';
import { fromThisMachine } from './loopback-only.ts';
import { readMail, recentMail } from './outbox.ts';

const notFound = 'No such message.';

/**
 * Only a development portal serves the outbox: mail stays in it (no SMTP_URL) and the
 * database is the embedded one (no DATABASE_URL), so never a shared or production database.
 */
export const servesDevMail = (config: { SMTP_URL?: string; DATABASE_URL?: string }): boolean =>
  !config.SMTP_URL && !config.DATABASE_URL;

/**
 * /dev/mail: the outbox as pages, for a development portal (embedded database, no SMTP). It
 * holds password-reset links, so only a browser on this machine may read it; anyone else gets
 * the 404 of a path that does not exist.
 */
export async function devMailRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request))
      return reply.code(404).send({ Successful: false, Message: 'Not found' });
  });
  r.get(
    '/dev/mail',
    {
      config: { access: 'anonymous' },
      schema: { hide: true, querystring: z.object({ to: z.string().max(320).optional() }) },
    },
    async (request, reply) => {
      const mails = await recentMail(opts.db, 200, request.query.to);
      return reply.type('text/html').headers(noStore).send(mailListPage(mails, request.query.to));
    },
  );
  r.get(
    '/dev/mail/outbox.css',
    { config: { access: 'anonymous' }, schema: { hide: true } },
    async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(OUTBOX_STYLE),
  );
  r.get(
    '/dev/mail/:mailId',
    {
      config: { access: 'anonymous' },
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
