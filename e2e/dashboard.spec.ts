import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn, portalUrl, type PortalSite } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * The ERP's order history reaches the portal a few seconds after it starts, and a card asks
 * again only every 50 minutes: the page is reloaded until the card's first order shows.
 */
async function untilOrdersShow(page: Page, cardTitle: string) {
  const first = card(page, cardTitle).locator('a[href^="/order_summary/"]').first();
  await expect(async () => {
    if (!(await first.isVisible())) await page.reload();
    await expect(first).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  return first;
}

async function openDashboard(
  page: Page,
  baseURL: string | undefined,
  site: PortalSite,
  user: string,
) {
  await page.goto(portalUrl(baseURL, site, '/authentication/login'));
  await logIn(page, user, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

const cardTitles = (page: Page) =>
  page
    .locator('main section.dashboard-card > h2')
    .evaluateAll((hs) => hs.map((h) => h.textContent));

test('a customer admin sees pending orders aging in colour and opens one', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openDashboard(page, baseURL, 'sales', 'admin@example.com');
  expect(await cardTitles(page)).toEqual([
    'Pending orders',
    'Inquiries',
    'Sales rep requests',
    'Customer requests',
  ]);
  // Other journeys create inquiries meanwhile: the card counts whatever is pending.
  await expect(
    card(page, 'Inquiries')
      .getByText(/^\d+ results?$|No records are present\./)
      .first(),
  ).toBeVisible();

  const pending = card(page, 'Pending orders');
  const first = await untilOrdersShow(page, 'Pending orders');
  await expect(pending.getByText(/^\d+ results?$/)).toBeVisible();
  // Every order here is pending, its date coloured by age.
  await expect(pending.getByLabel('Status: Pending').first()).toBeVisible();
  const colours = await pending
    .locator('.badge')
    .evaluateAll((badges) => badges.map((b) => b.className));
  expect(colours.some((c) => /bg-(success|warning|danger)/.test(c))).toBe(true);
  await expectNoSeriousA11yViolations(page);

  const number = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
});

test('a sales rep sees shipments with their tracking and the customer requests card', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openDashboard(page, baseURL, 'sales', 'rep@example.com');
  expect(await cardTitles(page)).toEqual(['Shipped orders', 'Customer requests']);
  const requests = card(page, 'Customer requests');
  await expect(requests.getByText(/^\d+ results?$/)).toBeVisible();

  const shipped = card(page, 'Shipped orders');
  await untilOrdersShow(page, 'Shipped orders');
  const track = shipped.getByRole('button', { name: /: track delivery / }).first();
  await expect(track).toBeVisible();
  await track.click();
  const tracking = page.getByRole('dialog', { name: /^Tracking / });
  await expect(tracking).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tracking).toHaveCount(0);

  await shipped.getByRole('link', { name: 'All shipped orders' }).click();
  await expect(page.getByRole('heading', { name: 'Sales Orders' })).toBeVisible();
  await expect(page).toHaveURL(/orderStatus=Shipped/);
});

test("a customer's dashboard holds shipments and inquiries", async ({ page, baseURL }) => {
  await openDashboard(page, baseURL, 'customers', 'customer@example.com');
  expect(await cardTitles(page)).toEqual(['Shipped orders', 'Inquiries']);
  await untilOrdersShow(page, 'Shipped orders');
});
