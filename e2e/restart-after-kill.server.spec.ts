import net from 'node:net';
import type { OrderSummary } from '@portal/domain';
import { buyableModel, placeOrder } from './support/guest-order.ts';
import { portalInstance } from './support/portal-process.ts';
import { expect, test } from './support/test.ts';

// One portal process, killed and started again: the steps build on each other.
test.describe.configure({ mode: 'serial' });

let portal: Awaited<ReturnType<typeof portalInstance>>;
let placed: { OrderId: number; PublicKey: string };
let killedPostmaster: number;

test.beforeAll(async () => {
  portal = await portalInstance();
});
test.afterAll(async () => {
  await portal?.stop();
});

test('a killed portal leaves its embedded database running', async ({ playwright }) => {
  test.setTimeout(90_000);
  const { run, ready } = await portal.start();
  expect(ready, run.errors()).toBe(true);
  const api = await playwright.request.newContext({ baseURL: run.url });
  placed = await placeOrder(api, await buyableModel(api), ['Placed before the kill']);
  await api.dispose();

  killedPostmaster = portal.postmaster()!.pid;
  run.process.kill('SIGKILL');
  await run.exited;
  expect(portal.alive(killedPostmaster)).toBe(true);
});

test('npm start starts again: the left-over database is stopped and the data kept', async ({
  playwright,
}) => {
  test.setTimeout(60_000);
  const { run, ready } = await portal.start();
  expect(ready, run.errors()).toBe(true);
  expect(run.errors()).toContain(
    `The embedded PostgreSQL (pid ${killedPostmaster}) was left running on ${portal.dataDir}/pg; stopping it.`,
  );
  expect(`${run.output()}${run.errors()}`).not.toContain('undefined');
  expect(portal.alive(killedPostmaster)).toBe(false);

  const api = await playwright.request.newContext({ baseURL: run.url });
  expect((await api.get('/api/health')).status()).toBe(200);
  const order = await api.get(`/api/order/${placed.PublicKey}`);
  expect(order.status()).toBe(200);
  expect(((await order.json()) as OrderSummary).OrderId).toBe(placed.OrderId);
  const [stored] = await portal.query<{ text_lines: string[] }>(
    'select text_lines from orders where order_id = $1',
    [placed.OrderId],
  );
  expect(stored?.text_lines).toEqual(['Placed before the kill']);
  await api.dispose();

  run.process.kill('SIGINT');
  expect(await run.exited).toBe(0);
  expect(portal.postmaster(), 'a stopped portal leaves no database running').toBeNull();
});

test('a second portal on the same data directory refuses to start and leaves the first running', async ({
  playwright,
}) => {
  test.setTimeout(60_000);
  const first = await portal.start();
  expect(first.ready, first.run.errors()).toBe(true);
  const database = portal.postmaster()!.pid;

  const second = await portal.start();
  expect(second.ready).toBe(false);
  expect(await second.run.exited).toBe(1);
  expect(second.run.errors().trim().split('\n')).toEqual([
    `Start-up failed: another portal (pid ${first.run.process.pid}) is running on ${portal.dataDir}; stop it first, or give this one its own DATA_DIR`,
  ]);
  expect(portal.postmaster()?.pid, 'the first portal keeps its database').toBe(database);
  const api = await playwright.request.newContext({ baseURL: first.run.url });
  expect((await api.get('/api/health')).status()).toBe(200);
  await api.dispose();

  first.run.process.kill('SIGINT');
  expect(await first.run.exited).toBe(0);
});

test('a start that fails says why in one line and leaves no database running', async () => {
  test.setTimeout(60_000);
  // The portal's port is taken: the database has started when listening fails.
  const blocker = net.createServer();
  await new Promise<void>((listening) => blocker.listen(portal.port, '0.0.0.0', listening));
  try {
    const { run, ready } = await portal.start();
    expect(ready).toBe(false);
    expect(await run.exited).toBe(1);
    expect(run.errors().trim().split('\n')).toEqual([
      expect.stringMatching(/^Start-up failed: listen EADDRINUSE: address already in use \S+$/),
    ]);
    expect(portal.postmaster()).toBeNull();
  } finally {
    await new Promise((closed) => blocker.close(closed));
  }
});
