// Change requests over the large catalogue (issue 19 requirement 3, decision 179). Needs the
// database of generate-large-catalog.mjs. Run with:
//   npm run build && npx tsx bench/change-request.ts
import {
  Role,
  type ChangeRequestDetail,
  type ChangeRequestPage,
  type ChangeRequestSent,
  type ModelEditorItem,
  type RoleName,
} from '@portal/domain';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { roleIds } from '../apps/server/src/modules/auth/user-queries.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts/demo-accounts.ts';
import { latencyMeter, loadAverage } from './latency-meter.ts';
import { callPortal, closeConnections, jsonOf, signIn } from './portal-http.ts';
import { benchDatabaseUrl, startPortal, stopPortal } from './portal.mjs';

const CR_HOST = 'cr.localhost';
const url = benchDatabaseUrl();
const requests = Number(process.env.BENCH_REQUESTS ?? 200);

process.env.ERP_PACE_SECONDS = '86400';
const portal = await startPortal(url, process.env.BENCH_PORT ?? '3207');
const base = portal.base;
const headers = { host: CR_HOST };
const { measure, missed } = latencyMeter(requests);

const people: [string, string, string, RoleName][] = [
  ['proposer@example.com', 'Morgan', 'Proposer', Role.ChangeRequester],
  ['reviewer@example.com', 'Robin', 'Reviewer', Role.ChangeReviewer],
];

/** The demo proposer and reviewer, for a catalogue whose demo accounts came before them. */
async function ensurePeople(db: pg.Client): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [username, firstName, lastName, role] of people) {
    await db.query(
      `insert into app_user (username, email, first_name, last_name, password_hash)
       values ($1, $1, $2, $3, $4) on conflict do nothing`,
      [username, firstName, lastName, passwordHash],
    );
    await db.query(
      `insert into user_role (user_id, role_id)
       select user_id, $2 from app_user where username = $1 on conflict do nothing`,
      [username, roleIds[role]],
    );
  }
}

const db = new pg.Client({ connectionString: url });
await db.connect();
try {
  await ensurePeople(db);
  const proposer = await signIn(base, 'proposer@example.com', DEMO_PASSWORD, CR_HOST);
  const reviewer = await signIn(base, 'reviewer@example.com', DEMO_PASSWORD, CR_HOST);
  const call = (token: string, path: string, method = 'GET', body?: unknown) =>
    callPortal(base, { path, method, token, headers, ...(body ? { body } : {}) });
  const get = <T>(token: string, path: string) => jsonOf<T>(base, { path, token, headers });
  console.log(`load average before: ${loadAverage()}`);

  const { rows: models } = await db.query<{ pcn: string }>(
    `select pcn_catalog_number as pcn from model tablesample system (1) limit $1`,
    [3 * (requests + 10)],
  );
  let next = 0;
  const nextModel = () => models[next++ % models.length]!.pcn;

  /** A proposal of three fields, as the proposer's modal sends it. */
  const propose = async (i: number) => {
    const pcn = nextModel();
    const item = await get<ModelEditorItem>(proposer, `/api/change-requests/model/${pcn}`);
    const mark = `${i}-${Date.now()}`;
    const body = {
      PcnCatalogNumber: pcn,
      Version: item.Version,
      Values: { Descriptions: `Proposed ${mark}`, Notes: `Why: ${mark}`, TotalList: 1 + (i % 900) },
      Comment: 'Bench proposal',
    };
    const started = performance.now();
    const answer = await call(proposer, '/api/change-requests', 'POST', body);
    if (answer.status !== 201)
      throw new Error(`proposal answered ${answer.status}: ${answer.body}`);
    const sent = JSON.parse(answer.body.toString()) as ChangeRequestSent;
    return { id: sent.Data.ModelChangeRequestId, ms: performance.now() - started };
  };

  await measure('propose three fields of a model', 100, async (i) => (await propose(i)).ms);

  await measure('approve a proposal of three fields', 100, async (i) => {
    const { id } = await propose(i);
    const seen = await get<ChangeRequestDetail>(reviewer, `/api/change-requests/${id}`);
    const started = performance.now();
    const answer = await call(reviewer, `/api/change-requests/${id}/approve`, 'POST', {
      Version: seen.CurrentVersion,
    });
    if (answer.status !== 200)
      throw new Error(`approval answered ${answer.status}: ${answer.body}`);
    // Only the approval is timed: the proposal and the reviewer's read come before it.
    return performance.now() - started;
  });

  await measure("the reviewer's queue, first waiting page", 50, async () => {
    await get<ChangeRequestPage>(reviewer, '/api/change-requests?scope=all&status=Submitted');
  });
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await db.end();
  closeConnections();
  await stopPortal(portal);
}
process.exit(missed() === 0 ? 0 : 1);
