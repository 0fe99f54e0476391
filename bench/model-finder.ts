// The model finder over the large catalogue (decision 157): see bench/README.md, "Model
// finder". Needs the database of generate-large-catalog.mjs. Run with:
//   npm run build && npx tsx bench/model-finder.ts
import os from 'node:os';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts/demo-accounts.ts';
import { startCpuShare } from './cpu-share.mjs';
import {
  answerOf,
  closeConnections,
  measure,
  signIn,
  type FinderCall,
} from './model-finder-http.ts';
import { benchDatabaseUrl, startPortal, stopPortal } from './portal.mjs';

const url = benchDatabaseUrl();
const database = new URL(url).pathname.slice(1);
const runs = {
  requests: Number(process.env.BENCH_REQUESTS ?? 200),
  warmup: Number(process.env.BENCH_WARMUP ?? 20),
};
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;
const user = process.env.BENCH_USER ?? 'rep@example.com';

const FIND = '/api/modelFinder/FindModels';
const TREE = '/api/modelfinder/VisibleCategories';
const filter = (EntityPropertyName: string, Value: string, more: object = {}) => ({
  EntityName: 'Model',
  EntityPropertyName,
  Value,
  Blank: false,
  Negate: false,
  ...more,
});

interface Case {
  name: string;
  call: FinderCall;
  /** p95 target in ms. */
  target: number;
}

// The generated models read like 'Igniter, hot surface, fits size 45' (a twentieth of them
// each), series BX1..BX200, model numbers BX12-45-IGN-12345 (bench/generate-large-catalog.mjs).
const threeFilters = [
  filter('Descriptions', 'igniter'),
  filter('Series', 'BX12'),
  filter('FingoodTpiMfgMod', '-55-', { Negate: true }),
];
const findCases: Case[] = [
  {
    name: 'find: description, series, not model number',
    call: { path: FIND, body: threeFilters },
    target: 200,
  },
  {
    name: 'find: one model number, its product, sold online',
    call: {
      path: FIND,
      body: [
        filter('FingoodTpiMfgMod', '-IGN-123460'),
        { ...filter('DisplayName', 'parts'), EntityName: 'Product' },
        filter('Ecommerce', 'true'),
      ],
    },
    target: 200,
  },
  {
    name: 'find: not containing, blank notes, series (most models match)',
    call: {
      path: FIND,
      body: [
        filter('Descriptions', 'zzz', { Negate: true }),
        filter('Notes', '', { Blank: true }),
        filter('Series', 'BX'),
      ],
    },
    target: 200,
  },
  {
    name: 'find: list price, hierarchy, description',
    call: {
      path: FIND,
      body: [
        filter('TotalList', '9'),
        filter('ProductHierarchy', 'HTG-BX-FSR'),
        filter('Descriptions', 'rod'),
      ],
    },
    target: 200,
  },
];

process.env.ERP_PACE_SECONDS = '86400';
const portal = process.env.BENCH_URL
  ? null
  : await startPortal(url, process.env.BENCH_PORT ?? '3203');
const base = process.env.BENCH_URL ?? portal!.base;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const fmt = (ms: number) => ms.toFixed(1);

let failed = 0;
try {
  const token = await signIn(base, user, process.env.BENCH_PASSWORD ?? DEMO_PASSWORD);
  const tree = await answerOf(base, token, { path: TREE });
  const firstCategory = tree.Data?.[0]?.CategoryId;
  const first = await answerOf(base, token, findCases[0]!.call);
  const cases: Case[] = [
    { name: 'tree: whole', call: { path: TREE }, target: 30 },
    ...(firstCategory
      ? [
          {
            name: 'tree: one category',
            call: { path: `${TREE}?entityLevel=Category&id=${firstCategory}` },
            target: 30,
          },
        ]
      : []),
    ...findCases,
    ...(first.Next
      ? [
          {
            name: 'find: description, series, not model number, page 2',
            call: { path: `${FIND}?After=${encodeURIComponent(first.Next)}`, body: threeFilters },
            target: 200,
          },
        ]
      : []),
  ].filter((c) => !only || only.test(c.name));

  console.log(`load average before: ${loadAverage()}`);
  const table = [];
  for (const c of cases) {
    const shape = await answerOf(base, token, c.call);
    const rows = (shape.Data ?? shape.List ?? []).length;
    const total =
      shape.Total === undefined ? '' : `${shape.TotalIsExact ? '' : '≥ '}${shape.Total}`;
    const cpu = startCpuShare(portal?.child.pid, database);
    const latency = await measure(base, token, c.call, runs);
    const share = cpu(runs.requests);
    const slow = latency.p95 > c.target;
    if (slow) failed += 1;
    table.push({
      case: c.name,
      rows,
      total,
      'p50 ms': fmt(latency.p50),
      'p95 ms': fmt(latency.p95),
      'p99 ms': fmt(latency.p99),
      target: `≤ ${c.target}`,
      'portal cpu ms': share['portal ms/req'] ?? '?',
      'pg cpu ms': share['postgres ms/req'] ?? '?',
      'other %': share['other %'] ?? '?',
      result: slow ? 'FAIL' : 'ok',
    });
  }
  console.log(`load average after: ${loadAverage()}`);
  console.log(`${runs.requests} requests per case after ${runs.warmup}, one at a time, as ${user}`);
  console.table(table);
  console.log(failed === 0 ? 'Every case met its target.' : `${failed} cases missed their target.`);
} finally {
  closeConnections();
  if (portal) await stopPortal(portal);
}
process.exitCode = failed === 0 ? 0 : 1;
