import type { Envelope } from '@portal/domain';
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReadBesidePage } from './server-render-state.ts';

/**
 * A read whose answer is large (a product's sections with a 500-model parts table: 340 KB)
 * comes beside a server-rendered page instead of inside it: the HTML parser tokenises every
 * byte of the page on the main thread before the browser can take it over, while a fetched
 * answer is read off that path and arrives compressed (decision 156). The read names the
 * envelope address the browser asks for it; small answers stay inside the page, one request
 * fewer.
 */
export const besidePageMeta = (url: string) => ({ besidePageUrl: url });

/** Answers up to this size (as JSON) stay inside the page. */
const INSIDE_PAGE_LIMIT = 64 * 1024;

const besidePageUrl = (query: Query): string | null => {
  const url = query.meta?.['besidePageUrl'];
  return typeof url === 'string' ? url : null;
};

/** Splits the server render's reads into those written into the page and those fetched beside it. */
export function splitReads(query: Query, beside: ReadBesidePage[]): boolean {
  if (!defaultShouldDehydrateQuery(query)) return false;
  const url = besidePageUrl(query);
  if (!url || JSON.stringify(query.state.data).length <= INSIDE_PAGE_LIMIT) return true;
  beside.push({ queryKey: query.queryKey, url });
  return false;
}

/**
 * The reads that came beside the page, put into the cache before hydration: the page's
 * `<link rel=preload>` has the answers on their way already. They were checked when the
 * server rendered the page, and the browser hydrates from the same answers, as it does from
 * those inside the page. A read that fails throws: the browser then renders the page itself.
 */
export async function loadReadsBeside(
  client: QueryClient,
  reads: readonly ReadBesidePage[],
  updatedAt: number,
): Promise<void> {
  await Promise.all(
    reads.map(async ({ queryKey, url }) => {
      // The same mode as the preload's (crossorigin, same-origin credentials), so it is reused.
      const response = await fetch(url, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = (await response.json()) as Envelope<unknown>;
      if (!body.Successful || body.Data === null) throw new Error(`${url} was not successful`);
      client.setQueryData(queryKey, body.Data, { updatedAt });
    }),
  );
}
