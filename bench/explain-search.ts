// Prints the plans of the search statements for short and typical keywords over the large
// catalogue, as the portal runs them, and fails when any of them scans a whole table
// (bench/README.md). Run with: npx tsx bench/explain-search.ts
import type pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client.ts';
import {
  searchStatement,
  type SearchRequest,
} from '../apps/server/src/modules/search/search-statement.ts';

const url =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench_large';
// The portal's own connection settings (no JIT, no parallel plans).
const db = createDatabase(url, 1);
const client: pg.PoolClient = await db.$client.connect();

/** A value written into the text: EXPLAIN EXECUTE takes no parameters. */
const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `array[${value.map(literal).join(', ')}]::text[]`
    : typeof value === 'number'
      ? String(value)
      : client.escapeLiteral(String(value));

async function explain(label: string, request: SearchRequest): Promise<string[]> {
  const statement = searchStatement(request)!;
  const { name, text, values } = statement;
  const analyze = 'explain (analyze, buffers, costs off)';
  let plan: pg.QueryResult;
  let how: string;
  if (name) {
    // A named statement is planned for its values five times, then its reusable plan is
    // kept when it costs no more: run it as the portal does, then show the plan it keeps.
    for (let i = 0; i < 6; i += 1) await client.query({ name, text, values });
    plan = await client.query(`${analyze} execute "${name}"(${values.map(literal).join(', ')})`);
    const uses = await client.query(
      'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
      [name],
    );
    const { generic_plans: generic, custom_plans: custom } = uses.rows[0] ?? {};
    how = `named statement ${name}: ${generic} runs on the kept plan, ${custom} planned`;
  } else {
    plan = await client.query({ text: `${analyze} ${text}`, values });
    how = 'planned for its values (a keyword with plain words)';
  }
  const lines = plan.rows.map((r) => String(r['QUERY PLAN']));
  console.log(`\n## ${label}\n${how}\n${lines.join('\n')}`);
  return lines.filter((l) => /Seq Scan on (search_entry|model)\b/.test(l));
}

const sample = await client.query(
  `select pcn_catalog_number as pcn, fingood_tpi_mfg_mod as model from model
   where pcn_catalog_number ~ '^[0-9]{2}-[0-9]{5}$' limit 1`,
);
const pcn = String(sample.rows[0]?.pcn ?? '12-34567');
const model = String(sample.rows[0]?.model ?? 'BX1-11-IGN-1');
const typo = `${pcn.slice(0, 4)}${(Number(pcn[4]) + 1) % 10}${pcn.slice(5)}`;
// Division model numbers are found through the model-number tiers (docs/decisions/020).
const division = await client.query(
  `select model_number from division_model order by model_number like 'DV%' desc limit 1`,
);
const divisionNumber = String(division.rows[0]?.model_number ?? 'HT-71271');

const scans: string[] = [];
const scope = { catalogId: 5, preview: false };
for (const keyword of ['3', '31', pcn, typo, model, divisionNumber, 'HT', 'igniter']) {
  for (const [page, offset] of [
    ['first page', 0],
    ['page 50', 490],
  ] as const) {
    const label = `${page}, keyword '${keyword}'`;
    scans.push(...(await explain(label, { keyword, scope, offset, limit: 10, rows: 'site' })));
  }
}
client.release();
await db.$client.end();
if (scans.length > 0) {
  console.error(`\nWhole-table scans found:\n${scans.join('\n')}`);
  process.exit(1);
}
console.log('\nNo statement scans search_entry or model: every tier reads an index.');
