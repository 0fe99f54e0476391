// The catalogue editor over the large catalogue (issue 18, decision 167): see bench/README.md,
// "Catalogue editor". Needs the database of generate-large-catalog.mjs. Run with:
//   npm run build && npx tsx bench/catalogue-editor.ts
import type { EditorItem, EditorTreeNode } from '@portal/domain';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts/demo-accounts.ts';
import { latencyMeter, loadAverage } from './latency-meter.ts';
import { callPortal, closeConnections, jsonOf, signIn } from './portal-http.ts';
import { benchDatabaseUrl, startPortal, stopPortal } from './portal.mjs';

const EDITOR_HOST = 'editor.localhost';
const url = benchDatabaseUrl();
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
/** Log rows of the one catalogue number the log viewer is asked for, among many others. */
const NUMBER_ENTRIES = 10_000;
const OTHER_ENTRIES = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
const LOGGED_NUMBER = 'BENCH-LOG-0001';

process.env.ERP_PACE_SECONDS = '86400';
const portal = await startPortal(url, process.env.BENCH_PORT ?? '3205');
const base = portal.base;
const headers = { host: EDITOR_HOST };
const { measure, missed } = latencyMeter(requests);

const db = new pg.Client({ connectionString: url });
await db.connect();
try {
  const token = await signIn(base, 'editor@example.com', DEMO_PASSWORD, EDITOR_HOST);
  const get = async <T>(path: string) => jsonOf<T>(base, { path, token, headers });
  console.log(`load average before: ${loadAverage()}`);

  await measure('tree: first level', 30, async () => {
    await get<{ List: EditorTreeNode[] }>('/api/editor/tree');
  });

  const { rows: products } = await db.query<{ id: number }>(
    `select product_id as id from product tablesample system (5) limit $1`,
    [requests],
  );
  await measure("open a product's editor (item + definition)", 50, async (i) => {
    const id = products[i % products.length]!.id;
    await Promise.all([
      get<EditorItem>(`/api/editor/item/Product/${id}`),
      get('/api/entity/editor?entityName=Product'),
    ]);
  });

  await measure('save a product, with its log', 100, async (i) => {
    const id = products[i % products.length]!.id;
    const item = await get<EditorItem>(`/api/editor/item/Product/${id}`);
    const started = performance.now();
    const answer = await callPortal(base, {
      path: `/api/editor/item/Product/${id}`,
      method: 'PUT',
      token,
      headers,
      body: { Version: item.Version, Values: { DisplayName: `Bench product ${i} ${Date.now()}` } },
    });
    if (answer.status !== 200) throw new Error(`save answered ${answer.status}: ${answer.body}`);
    // Only the save is timed: the read before it is the editor opening.
    return performance.now() - started;
  });

  // The log of one catalogue number with 10,000 entries among a million others.
  await db.query(`delete from catalogue_change where user_name = 'bench'`);
  await db.query(
    `insert into catalogue_change (user_name, entity_name, entity_id, entity_title, action, field,
                                   old_value, new_value, catalog_number)
     select 'bench', 'Model', g, 'Model ' || g, 'Updated', 'Descriptions', 'old ' || g, 'new ' || g,
            case when g <= $1::int then $2 else 'BENCH-' || lpad((g % 200000)::text, 8, '0') end
     from generate_series(1, $1::int + $3::int) g`,
    [NUMBER_ENTRIES, LOGGED_NUMBER, OTHER_ENTRIES],
  );
  await db.query('analyze catalogue_change');
  await measure('change log of a catalogue number, first page', 30, async () => {
    await get(`/api/changelog?keyword=${LOGGED_NUMBER}`);
  });
  await db.query(`delete from catalogue_change where user_name = 'bench'`);
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await db.end();
  closeConnections();
  await stopPortal(portal);
}
process.exit(missed() === 0 ? 0 : 1);
