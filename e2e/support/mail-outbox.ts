import pg from 'pg';

/**
 * The e2e server's database (start-server.mjs): /dev/mail serves only the embedded database
 * of a development machine, so the journeys read the outbox where the server keeps it.
 */
function outboxDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const url = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = `/portal_e2e_${process.env.E2E_PORT ?? '3100'}`;
  return url.toString();
}

/** The text of the newest message to an address. */
async function newestMailTo(address: string): Promise<string> {
  const client = new pg.Client({ connectionString: outboxDatabaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{ text_body: string }>(
      `select text_body from mail_outbox where lower(to_address) = lower($1)
       order by mail_id desc limit 1`,
      [address],
    );
    const text = result.rows[0]?.text_body;
    if (text === undefined) throw new Error(`no mail to ${address}`);
    return text;
  } finally {
    await client.end();
  }
}

/** The first link in the newest message to an address. */
export async function linkInNewestMailTo(address: string): Promise<string> {
  const link = /https?:\/\/\S+/.exec(await newestMailTo(address))?.[0];
  if (!link) throw new Error(`the mail to ${address} holds no link`);
  return link;
}
