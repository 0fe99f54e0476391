import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CardInfo, OrderCheck, OrderPlaced, TableModel } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { authorizeCard, buyableModel, guestOrderBody } from './support/guest-order.ts';
import { portalInstance, type PortalRun } from './support/portal-process.ts';
import { expect, test } from './support/test.ts';

// One portal process whose database is stopped under it again and again.
test.describe.configure({ mode: 'serial' });

let portal: Awaited<ReturnType<typeof portalInstance>>;
let run: PortalRun;
let api: APIRequestContext;
let model: TableModel;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  portal = await portalInstance();
  const started = await portal.start();
  expect(started.ready, started.run.errors()).toBe(true);
  run = started.run;
  api = await playwright.request.newContext({ baseURL: run.url });
  model = await buyableModel(api);
});
test.afterAll(async () => {
  await api?.dispose();
  await portal?.stop();
});

/** Stops the postmaster as `signal` does and answers how long /api/health took to be 200 again. */
async function stopDatabase(signal: NodeJS.Signals): Promise<number> {
  const { pid } = portal.postmaster()!;
  const stoppedAt = Date.now();
  process.kill(pid, signal);
  let sawDown = false;
  for (;;) {
    const status = (await api.get('/api/health')).status();
    if (status === 503) sawDown = true;
    else if (status === 200 && portal.postmaster()?.pid !== pid) break;
    else if (status !== 200) expect(status).toBe(503);
    expect(Date.now() - stoppedAt, 'health is 200 again within 10 s').toBeLessThan(10_000);
    await sleep(50);
  }
  expect(sawDown, '/api/health answered 503 while the database was down').toBe(true);
  return Date.now() - stoppedAt;
}

const ordersOf = (email: string) =>
  portal.query<{ order_id: number; public_key: string }>(
    'select order_id, public_key from orders where email = $1 order by order_id',
    [email],
  );

test('orders submitted while the database stops and comes back are each placed once', async () => {
  test.setTimeout(90_000);
  const email = `outage-${Date.now()}@example.com`;
  const cards: CardInfo[] = [];
  for (let i = 0; i < 12; i++) cards.push(await authorizeCard(api));
  const answers: number[] = [];
  const placed = new Map<string, number>();

  /** Submits an order as the checkout does: an unsettled answer goes again under its key. */
  const submit = async (card: CardInfo, key: string) => {
    for (;;) {
      const res = await api.post('/api/order/nocustomer', {
        headers: { 'idempotency-key': key },
        data: guestOrderBody(model, card, [], email),
      });
      answers.push(res.status());
      if (res.status() === 200) {
        placed.set(key, ((await res.json()) as OrderPlaced).Data.OrderId);
        return;
      }
      expect(res.status(), await res.text()).toBe(503);
      expect(await res.json()).toEqual({
        Successful: false,
        Message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      await sleep(100);
    }
  };
  // Three buyers at once, four orders each, while the database crashes and later is shut down.
  const keys = cards.map((_, i) => `outage-${Date.now()}-${i}`);
  const buyers = Promise.all(
    [0, 1, 2].map(async (buyer) => {
      for (let i = buyer; i < cards.length; i += 3) await submit(cards[i]!, keys[i]!);
    }),
  );
  const untilPlaced = async (count: number) => {
    while (placed.size < count) await Promise.race([sleep(20), buyers]);
  };
  await untilPlaced(2);
  const afterCrash = await stopDatabase('SIGKILL');
  await untilPlaced(7);
  const afterShutdown = await stopDatabase('SIGINT');
  await buyers;
  test.info().annotations.push({
    type: 'recovery',
    description: `health 200 again ${afterCrash} ms after a crash, ${afterShutdown} ms after a shutdown`,
  });

  expect(answers.filter((s) => s === 503).length, 'some orders met the outage').toBeGreaterThan(0);
  const stored = await ordersOf(email);
  expect(stored.map((o) => o.order_id)).toEqual([...placed.values()].sort((a, b) => a - b));
  expect(stored).toHaveLength(12);
  // The same key again answers the same order.
  for (const [i, key] of keys.entries()) {
    const again = await api.post('/api/order/nocustomer', {
      headers: { 'idempotency-key': key },
      data: guestOrderBody(model, cards[i]!, [], email),
    });
    expect(((await again.json()) as OrderPlaced).Data.OrderId).toBe(placed.get(key));
  }
  expect(await ordersOf(email)).toHaveLength(12);

  // Every order reaches the ERP after the restarts, those placed before the stops too.
  await expect
    .poll(
      async () => {
        const checks = await Promise.all(
          stored.map(async (o) => (await api.get(`/api/order/${o.public_key}/check`)).json()),
        );
        return (checks as OrderCheck[]).filter((c) => c.OrderSynced).length;
      },
      { timeout: 30_000, message: 'every order was handed to the ERP' },
    )
    .toBe(12);
});

/**
 * Crashes the database and keeps it from coming back (PostgreSQL cannot enter its directory,
 * so the restarts fail) until the returned function lets it, so the order meets it down.
 */
async function crashAndHoldDown(): Promise<() => void> {
  const dir = path.join(portal.dataDir, 'pg');
  const mode = fs.statSync(dir).mode & 0o777;
  fs.chmodSync(dir, 0);
  const { pid } = portal.postmaster()!;
  process.kill(pid, 'SIGKILL');
  while (portal.alive(pid)) await sleep(10);
  return () => fs.chmodSync(dir, mode);
}

/** Puts the model in the browser's cart and fills the checkout's forms. */
async function fillCheckout(page: Page, email: string) {
  const added = await page.request.post(`${run.url}/api/cart/items`, {
    data: { pcnCatalogNumber: model.PcnCatalogNumber, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto(`${run.url}/checkout`);
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}`)).first();
  await field('First Name').fill('Ada');
  await field('Last Name').fill('Lovelace');
  await field('Address Line 1').fill('12 MAIN ST');
  await field('City').fill('SPRINGFIELD');
  await field('State').selectOption('IL');
  await field('Zip').fill('62701');
  await field('Phone').pressSequentially('217 555 0100');
  await field('Email').fill(email);
  await page.getByLabel(/I have read and accept/).check();
}

/** Pay, through the address check when it asks, and the card fields; answers Confirm. */
async function pay(page: Page) {
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const verify = page.getByRole('dialog', { name: 'Verify address' });
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(verify.or(payment)).toBeVisible();
  if (await verify.isVisible()) await verify.getByRole('button', { name: 'Continue' }).click();
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill('4111 1111 1111 1111');
  await card.getByLabel('Expiry (MM/YY)').fill('12/39');
  await card.getByLabel('CVV').fill('737');
  await card.getByLabel('Name on card').fill('Ada Lovelace');
  const confirm = payment.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled();
  return confirm;
}

const orderAnswers = (page: Page) => {
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/order/nocustomer')) statuses.push(r.status());
  });
  return statuses;
};

test('the checkout places its order once when the database stops as the order is sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `checkout-outage-${Date.now()}@example.com`;
  await fillCheckout(page, email);
  const confirm = await pay(page);
  const answers = orderAnswers(page);
  let release: (() => void) | null = null;
  await page.route('**/api/order/nocustomer', async (route) => {
    if (!release) {
      release = await crashAndHoldDown();
      setTimeout(() => release!(), 1_500);
    }
    await route.continue();
  });
  await confirm.click();

  const confirmation = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(confirmation).toBeVisible({ timeout: 30_000 });
  expect(answers[0], 'the first try met the database down').toBe(503);
  expect(answers.at(-1)).toBe(200);
  expect(await ordersOf(email)).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);
});

test('paying again after an order whose answer never came places no second order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `lost-answer-${Date.now()}@example.com`;
  await fillCheckout(page, email);
  const confirm = await pay(page);
  // The first try reaches the server and places the order; its answer, and every repeat, is lost.
  let first: OrderPlaced | null = null;
  await page.route('**/api/order/nocustomer', async (route) => {
    if (!first) first = (await (await route.fetch()).json()) as OrderPlaced;
    await route.abort('connectionreset');
  });
  await confirm.click();
  await expect(
    page.getByText(
      'Failed to place order: The server could not be reached. Check your connection.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  expect(await ordersOf(email)).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  await page.unroute('**/api/order/nocustomer');
  const answers = orderAnswers(page);
  await (await pay(page)).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your order' })).toBeVisible();
  expect(answers).toEqual([200]);
  expect((await ordersOf(email)).map((o) => o.public_key)).toEqual([first!.Data.PublicKey]);
});
