import { Role } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { MailMessage } from '../mail/outbox.ts';

/**
 * Queues the message, in the caller's transaction, to customer service: every active customer
 * admin with an e-mail address, one message each (decision 163).
 */
export async function queueCustomerServiceMail(
  tx: Executor,
  message: Omit<MailMessage, 'to'>,
): Promise<void> {
  await tx.execute(sql`
    insert into mail_outbox (to_address, subject, text_body, html_body)
    select distinct on (lower(u.email)) u.email, ${message.subject}, ${message.text},
      ${message.html ?? null}::text
    from app_user u
    join user_role ur on ur.user_id = u.user_id
    join role r on r.role_id = ur.role_id
    where r.name = ${Role.CustomerAdmin} and not u.disabled and u.email <> ''
    order by lower(u.email), u.user_id`);
}
