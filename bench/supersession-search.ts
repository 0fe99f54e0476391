// The search of a superseded number on the large catalogue (issue 19, decision 177): see
// bench/README.md. Needs the database of generate-large-catalog.mjs. Run with:
//   npm run build && npx tsx bench/supersession-search.ts
import pg from 'pg';
import { latencyMeter, loadAverage } from './latency-meter.ts';
import { callPortal, closeConnections } from './portal-http.ts';
import { benchDatabaseUrl, startPortal, stopPortal } from './portal.mjs';

const url = benchDatabaseUrl();
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const NOTE = 'bench: supersession search';
const headers = { host: 'parts.localhost' };

/**
 * Marks models superseded, idempotently: the same generated models each run (the first of
 * the orderable, searchable ones), one old number per measured call, since the portal keeps
 * result pages and a number asked twice would be answered from them. Every third link goes
 * on to a third model (A → B → C), so chains are followed too.
 */
async function markSuperseded(db: pg.Client, count: number): Promise<string[]> {
  const { rows } = await db.query<{ pcn: string }>(
    `select m.pcn_catalog_number as pcn from model m
     where m.pcn_catalog_number ~ '^[0-9]{2}-[0-9]{5}$'
       and m.visible and m.ecommerce and not m.is_preview
       and exists (select 1 from search_entry e where e.catalog_id = 5
                   and e.result_type = 'Model' and e.pcn_catalog_number = m.pcn_catalog_number
                   and not e.preview_only)
     order by m.pcn_catalog_number limit $1`,
    [count * 3],
  );
  if (rows.length < count * 3)
    throw new Error('no large catalogue here: run generate-large-catalog.mjs');
  const at = (n: number) => rows[n]!.pcn;
  const links: [string, string][] = [];
  for (let i = 0; i < count; i += 1) {
    links.push([at(3 * i), at(3 * i + 1)]);
    if (i % 3 === 0) links.push([at(3 * i + 1), at(3 * i + 2)]);
  }
  await db.query(
    `insert into model_supersession (pcn_catalog_number, replaced_by, note, changed_by)
     select old, new, $3, 'bench' from unnest($1::text[], $2::text[]) as l(old, new)
     on conflict (pcn_catalog_number) do nothing`,
    [links.map((l) => l[0]), links.map((l) => l[1]), NOTE],
  );
  await db.query('analyze model_supersession');
  return Array.from({ length: count }, (_, i) => at(3 * i));
}

const db = new pg.Client({ connectionString: url });
await db.connect();
const olds = await markSuperseded(db, requests + 10);
// Numbers not replaced, for the search as it was before decision 177, and a hundred more to
// warm the portal with: the first case measured on a cold one reads 2-4 ms slower at p50.
const WARM_UP = 100;
const { rows: plain } = await db.query<{ pcn: string }>(
  `select pcn_catalog_number as pcn from model where pcn_catalog_number ~ '^[0-9]{2}-[0-9]{5}$'
   order by pcn_catalog_number desc limit $1`,
  [requests + 10 + WARM_UP],
);
await db.end();

process.env.ERP_PACE_SECONDS = '86400';
const portal = await startPortal(url, process.env.BENCH_PORT ?? '3207');
const { measure, missed } = latencyMeter(requests);

interface SearchPage {
  List: { PcnCatalogNumber?: string; Replaces?: string }[];
}

/** One search; an old number must come back first, saying what it replaces. */
async function search(path: string, keyword: string, replaces: string | null) {
  const answer = await callPortal(portal.base, {
    path: path + encodeURIComponent(keyword),
    headers,
  });
  if (answer.status !== 200) throw new Error(`${keyword} answered ${answer.status}`);
  const first = (JSON.parse(answer.body.toString()) as SearchPage).List[0];
  if (replaces !== null && first?.Replaces !== replaces)
    throw new Error(`${keyword}: the first result does not say 'replaces ${replaces}'`);
}

const site = '/api/catalog/GetSearchResults?page=1&pagesize=20&CatalogId=5&keyword=';
const models = '/api/search/visibleModels?Page=1&PageSize=10&Keyword=';
try {
  for (let i = 0; i < WARM_UP; i += 1) await search(site, plain[requests + 10 + i]!.pcn, null);
  console.log(`load average before: ${loadAverage()}`);
  await measure('site search, a superseded number', 30, (i) => search(site, olds[i]!, olds[i]!));
  await measure('site search, a number not replaced', 30, (i) => search(site, plain[i]!.pcn, null));
  // The cart's catalogue-number field and quick order ask the model search; typed without
  // its dash, the old number is found by its search key.
  await measure('model search, a superseded number, no dash', 30, (i) =>
    search(models, olds[i]!.replace('-', ''), olds[i]!),
  );
  console.log(`load average after: ${loadAverage()}`);
} finally {
  closeConnections();
  await stopPortal(portal);
}
process.exit(missed() === 0 ? 0 : 1);
