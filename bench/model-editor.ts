// The model editor over the large catalogue (issue 19, decision 176): see bench/README.md,
// "Model editor". Needs the database of generate-large-catalog.mjs. Run with:
//   npm run build && npx tsx bench/model-editor.ts
import type { EditorValues, ModelEditorItem } from '@portal/domain';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts/demo-accounts.ts';
import { latencyMeter, loadAverage } from './latency-meter.ts';
import { callPortal, closeConnections, jsonOf, signIn } from './portal-http.ts';
import { benchDatabaseUrl, startPortal, stopPortal } from './portal.mjs';

const EDITOR_HOST = 'editor.localhost';
const url = benchDatabaseUrl();
const requests = Number(process.env.BENCH_REQUESTS ?? 200);

process.env.ERP_PACE_SECONDS = '86400';
const portal = await startPortal(url, process.env.BENCH_PORT ?? '3206');
const base = portal.base;
const headers = { host: EDITOR_HOST };
const { measure, missed } = latencyMeter(requests);

const flags = [
  'International',
  'CustomBuild',
  'ReplacementPart',
  'Accessory',
  'FactoryInstalled',
  'FieldInstalled',
];

/** Twenty fields changed from what the model holds: text, numbers, flags and its tables. */
function twentyChanges(item: ModelEditorItem, i: number): EditorValues {
  const mark = `${i}-${Date.now()}`;
  const values: EditorValues = {
    Barcode: `BC${mark}`,
    Series: `SR${i % 97}-${mark}`,
    Tranepcn: `T${mark}`,
    Raypcn: `R${mark}`,
    SapModelDescription: `Bench description ${mark}`,
    Descriptions: `Bench part ${mark}`,
    Details: `<p>Bench details ${mark}</p>`,
    Notes: `Bench note ${mark}`,
    TotalList: 10 + (i % 500),
    ProductHierarchy: `PH${mark}`,
    Quantity: 1 + (i % 50),
    ModelDimensions: { Height: 1 + (i % 30), Width: 2, Depth: 3, Weight: 4 },
    DivisionModels: [{ Division: 1, ModelNumber: `DM-${mark}` }],
    CustomerMaterials: [{ CustomerNumber: 'BENCH-C1', MaterialNumber: `CM-${mark}` }],
  };
  for (const flag of flags) values[flag] = !item.Values[flag];
  return values;
}

const db = new pg.Client({ connectionString: url });
await db.connect();
try {
  const token = await signIn(base, 'editor@example.com', DEMO_PASSWORD, EDITOR_HOST);
  const get = async <T>(path: string) => jsonOf<T>(base, { path, token, headers });
  console.log(`load average before: ${loadAverage()}`);
  const { rows: division } = await db.query(`select 1 from division where division_id = 1`);
  if (division.length === 0) throw new Error('the bench database has no division 1');

  const { rows: models } = await db.query<{ pcn: string }>(
    `select pcn_catalog_number as pcn from model tablesample system (1) limit $1`,
    [requests + 10],
  );
  const pcnAt = (i: number) => models[i % models.length]!.pcn;

  await measure("open a model's editor (item + definition)", 50, async (i) => {
    await Promise.all([
      get<ModelEditorItem>(`/api/editor/model/${encodeURIComponent(pcnAt(i))}`),
      get('/api/entity/editor?entityName=Model'),
    ]);
  });

  await measure('save a model, 20 changed fields, with its log', 100, async (i) => {
    const path = `/api/editor/model/${encodeURIComponent(pcnAt(i))}`;
    const item = await get<ModelEditorItem>(path);
    const body = { Version: item.Version, Values: twentyChanges(item, i) };
    const started = performance.now();
    const answer = await callPortal(base, { path, method: 'PUT', token, headers, body });
    if (answer.status !== 200) throw new Error(`save answered ${answer.status}: ${answer.body}`);
    // Only the save is timed: the read before it is the editor opening.
    return performance.now() - started;
  });
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await db.end();
  closeConnections();
  await stopPortal(portal);
}
process.exit(missed() === 0 ? 0 : 1);
