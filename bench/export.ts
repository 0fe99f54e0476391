// The export tool over the large catalogue (issue 17, decision 166): see bench/README.md,
// "Export tool". Needs the database of generate-large-catalog.mjs. Run with:
//   npm run build && npx tsx bench/export.ts
import fs from 'node:fs';
import os from 'node:os';
import type { ExportJob } from '@portal/domain';
import pg from 'pg';
import unzipper from 'unzipper';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts/demo-accounts.ts';
import { callPortal, closeConnections, jsonOf, percentile, signIn } from './portal-http.ts';
import { benchDatabaseUrl, startPortal, stopPortal } from './portal.mjs';

const url = benchDatabaseUrl();
const CUSTOMER = '0000100100';
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;
const wanted = (name: string) => !only || only.test(name);

process.env.ERP_PACE_SECONDS = '86400';
const portal = await startPortal(url, process.env.BENCH_PORT ?? '3204');
const base = portal.base;
const pid = portal.child.pid!;
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The portal's resident memory in MB, from /proc. */
const rssMb = () => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

async function timed(path: string, token: string) {
  const started = performance.now();
  const answer = await callPortal(base, { path, token });
  return { ms: performance.now() - started, answer };
}

const db = new pg.Client({ connectionString: url });
await db.connect();
let failed = 0;
const verdict = (name: string, value: number, target: number, better: 'lower' | 'higher') => {
  const ok = better === 'lower' ? value <= target : value >= target;
  if (!ok) failed += 1;
  return ok ? 'ok' : 'MISSED';
};

try {
  const rep = await signIn(base, 'rep@example.com', DEMO_PASSWORD);
  const admin = await signIn(base, 'admin@example.com', DEMO_PASSWORD);
  console.log(`portal pid ${pid}, load average before: ${load()}`);

  if (wanted('search')) {
    // What the Catalog Number tab asks after the user stops typing: whole numbers with and
    // without the dash and 5-character prefixes, each once, priced for the chosen customer.
    const { rows } = await db.query<{ pcn: string }>(
      `select pcn_catalog_number as pcn from model tablesample system (1) limit $1`,
      [requests],
    );
    const keywords = rows.map((r, i) =>
      i % 3 === 0 ? r.pcn : i % 3 === 1 ? r.pcn.replace('-', '') : r.pcn.slice(0, 5),
    );
    for (const [name, path] of [
      [
        'search: customer chosen',
        (k: string) =>
          `/api/search/visibleModelsWithCustomerNumber?Keyword=${encodeURIComponent(k)}&PageSize=10&Page=1&CustomerNumber=${CUSTOMER}`,
      ],
      [
        'search: standard customer',
        (k: string) =>
          `/api/search/visibleModels?Keyword=${encodeURIComponent(k)}&PageSize=10&Page=1`,
      ],
    ] as const) {
      for (const k of keywords.slice(0, 20)) await timed(path(`${k}x`), rep); // warm up
      const ms: number[] = [];
      for (const k of keywords) {
        const { ms: took, answer } = await timed(path(k), rep);
        if (answer.status !== 200) throw new Error(`${name}: ${answer.status}`);
        ms.push(took);
      }
      const s = stats(ms);
      console.log(
        `${name}: p50 ${fmt(s.p50)} ms, p95 ${fmt(s.p95)} ms, p99 ${fmt(s.p99)} ms (${ms.length} keywords) ${verdict(name, s.p95, 30, 'lower')}`,
      );
    }
  }

  if (wanted('product')) {
    const { rows } = await db.query<{ id: number }>(
      `select p.product_id as id from product p
       join product_class c on c.product_class_id = p.product_class_id
       join category k on k.category_id = c.category_id
       where p.name like 'bx-parts-%' and c.visible and k.visible and not c.is_preview
       order by p.product_id limit 20`,
    );
    const query = (id: number) =>
      `/api/export/product?productId=${id}&ShowPricing=true&ShowInventory=true&customerNumber=${CUSTOMER}`;
    for (const [name, run] of [
      [
        'product: customer admin, file',
        async (id: number) => {
          const { ms, answer } = await timed(query(id), admin);
          if (answer.status !== 200 || answer.body.subarray(0, 2).toString() !== 'PK')
            throw new Error(`product ${id}: ${answer.status}`);
          return ms;
        },
      ],
      [
        'product: sales rep, key then file',
        async (id: number) => {
          const started = performance.now();
          const { Data } = await jsonOf<{ Data: { Ticket: { Key: string } } }>(base, {
            path: query(id),
            token: rep,
          });
          const file = await callPortal(base, {
            path: `/api/export/download/${Data.Ticket.Key}`,
            token: rep,
          });
          if (file.status !== 200) throw new Error(`download: ${file.status}`);
          return performance.now() - started;
        },
      ],
    ] as const) {
      for (const r of rows.slice(0, 3)) await run(r.id);
      const ms: number[] = [];
      for (let i = 0; i < 40; i++) ms.push(await run(rows[i % rows.length]!.id));
      const s = stats(ms);
      console.log(
        `${name} (500 rows): p50 ${fmt(s.p50)} ms, p95 ${fmt(s.p95)} ms ${verdict(name, s.p95, 500, 'lower')}`,
      );
    }
  }

  if (wanted('all')) {
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
    const started = performance.now();
    const start = await callPortal(base, {
      path: `/api/export/all?ShowPricing=true&ShowInventory=true&customerNumber=${CUSTOMER}`,
      token: rep,
    });
    if (start.status !== 202) throw new Error(`all: ${start.status} ${start.body.toString()}`);
    const id = (JSON.parse(start.body.toString()) as { Data: { Job: ExportJob } }).Data.Job.JobId;
    let job: ExportJob;
    let running = 0;
    for (;;) {
      job = (
        await jsonOf<{ Data: ExportJob }>(base, { path: `/api/export/jobs/${id}`, token: rep })
      ).Data;
      if (job.Status === 'Running' && running === 0) running = performance.now();
      if (job.Status === 'Done' || job.Status === 'Failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const done = performance.now();
    clearInterval(sampler);
    if (job.Status !== 'Done') throw new Error(`the export failed: ${job.Error}`);
    const rows = job.RowsTotal ?? 0;
    const seconds = (done - started) / 1000;
    const rate = rows / seconds;
    console.log(
      `all categories, priced for ${CUSTOMER} with inventory: ${rows} rows in ${fmt(seconds)} s from the click (${fmt((done - running) / 1000)} s building): ${Math.round(rate)} rows/s ${verdict('all rate', rate, 50_000, 'higher')}`,
    );
    console.log(
      `server memory: ${fmt(before)} MB before, ${fmt(peak)} MB at most: +${fmt(peak - before)} MB ${verdict('all memory', peak - before, 100, 'lower')}`,
    );
    // The file holds every row: count them in the sheet as it streams out of the download.
    const file = await callPortal(base, { path: `/api/export/download/${job.Key}`, token: rep });
    const directory = await unzipper.Open.buffer(file.body);
    let written = 0;
    for (const entry of directory.files.filter((f) => f.path.startsWith('xl/worksheets/'))) {
      // The last four characters carry over: a '<row ' across two chunks is counted once.
      let carry = '';
      for await (const chunk of entry.stream()) {
        const text = carry + (chunk as Buffer).toString('utf8');
        written += text.split('<row ').length - 1;
        carry = text.slice(-4);
      }
    }
    const sheets = directory.files.filter((f) => f.path.startsWith('xl/worksheets/')).length;
    console.log(
      `file: ${fmt(file.body.length / 1e6)} MB, ${sheets} sheet(s), ${written - sheets} data rows (header rows left out)`,
    );
  }
} catch (error) {
  failed += 1;
  console.error(error);
} finally {
  await db.end();
  closeConnections();
  await stopPortal(portal);
}
console.log(`load average after: ${load()}`);
process.exit(failed > 0 ? 1 : 0);
