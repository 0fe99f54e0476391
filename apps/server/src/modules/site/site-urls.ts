import type { Database } from '../../db/client.ts';
import { site } from '../../db/schema/index.ts';

/** One line per site for the start-up banner: name and the URL to open. */
export async function siteUrls(db: Database, port: number): Promise<string[]> {
  const rows = await db
    .select({ name: site.name, hostNames: site.hostNames })
    .from(site)
    .orderBy(site.siteId);
  return rows.map((row) => {
    const host =
      row.hostNames.find((h) => h.endsWith('.localhost')) ?? row.hostNames[0] ?? 'localhost';
    return `${row.name.padEnd(10)} http://${host}:${port}/`;
  });
}
