import type { Page } from '@playwright/test';
import {
  acceptPolicies,
  DEMO_PASSWORD,
  logIn,
  portalUrl,
  uniqueEmail,
  type PortalSite,
} from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createInvitedCustomer } from './support/customer-user.ts';
import { expect, test } from './support/test.ts';

// The ERP's order history reaches the portal a few seconds after it starts.
const HISTORY_ARRIVES = { timeout: 30_000 };

const summaryLinks = (page: Page) => page.locator('main a[href^="/order_summary/"]');

interface Journey {
  site: PortalSite;
  user: string;
  /** The dashboard card the user sees first. */
  card: string;
}

/**
 * Dashboard → Orders → search and a status tab → a row's details → a delivery's tracking →
 * the order's summary → Back to the same search. Returns the page on the filtered list.
 */
async function orderJourney(page: Page, baseURL: string | undefined, journey: Journey) {
  await page.goto(portalUrl(baseURL, journey.site, '/authentication/login'));
  await logIn(page, journey.user, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: journey.card })).toBeVisible();

  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('banner').getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sales Orders' })).toBeVisible();
  await expect(async () => {
    if (!(await summaryLinks(page).first().isVisible())) await page.reload();
    await expect(summaryLinks(page).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });

  // Search by the first order's customer, at least two characters, trimmed.
  const customer = (await page.locator('main a[href^="/customer/"]').first().innerText()).trim();
  const term = customer.split(/\s+/)[0]!;
  const search = page.getByPlaceholder('Sales Order # / PO # / Customer');
  await search.fill(term.slice(0, 1));
  await expect(page.getByText('Search requires minimum of 2 characters')).toBeVisible();
  await search.fill(`  ${term} `);
  await expect(page).toHaveURL(new RegExp(`keyTerm=${encodeURIComponent(term)}(&|$)`));
  await expect(page.locator('main a[href^="/customer/"]').first()).toContainText(term);

  await page.getByRole('tab', { name: 'Shipped' }).click();
  await expect(page).toHaveURL(/orderStatus=Shipped/);
  await expect(summaryLinks(page).first()).toBeVisible(HISTORY_ARRIVES);

  // Held by its name: orders placed meanwhile (other journeys) can come first once shipped. A
  // shipped one: until the tab's answer arrives the list still shows the search's orders.
  const first = page
    .getByRole('row')
    .filter({ has: page.getByLabel('Status: Shipped') })
    .getByRole('button', { name: /^Details of order / })
    .first();
  const details = page.getByRole('button', {
    name: (await first.locator('.visually-hidden').innerText()).trim(),
    exact: true,
  });
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');

  const track = page.getByRole('button', { name: /: track delivery / }).first();
  await expect(track).toBeVisible();
  await track.click();
  const tracking = page.getByRole('dialog', { name: /^Tracking / });
  await expect(tracking.getByRole('list', { name: 'Status history, newest first' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(tracking).toHaveCount(0);

  const link = summaryLinks(page).first();
  const number = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/order_summary/${number}$`));
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Deliveries' })).toBeVisible();

  // Back returns to the search the user made.
  await page.goBack();
  await expect(page).toHaveURL(/orderStatus=Shipped/);
  await expect(page).toHaveURL(new RegExp(`keyTerm=${encodeURIComponent(term)}`));
  await expect(search).toHaveValue(term);
}

test('a sales rep goes from the dashboard to an order: search, tab, details, tracking, summary', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await orderJourney(page, baseURL, {
    site: 'sales',
    user: 'rep@example.com',
    card: 'Shipped orders',
  });
});

test('a customer admin goes from the dashboard to an order the same way', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await orderJourney(page, baseURL, {
    site: 'sales',
    user: 'admin@example.com',
    card: 'Pending orders',
  });
});

test("a customer goes from the dashboard to an order and sees only their own company's", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await orderJourney(page, baseURL, {
    site: 'customers',
    user: 'customer@example.com',
    card: 'Shipped orders',
  });
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByPlaceholder('Sales Order # / PO # / Customer').fill('');
  await expect(summaryLinks(page).first()).toBeVisible(HISTORY_ARRIVES);
  const held = await page.evaluate(async () => {
    const me = (await (await fetch('/api/User/me')).json()) as {
      ResourcePermissions: { Type: number; ResourceId: string }[];
    };
    return me.ResourcePermissions.filter((p) => p.Type === 2).map((p) => p.ResourceId);
  });
  const shown = await page
    .locator('main a[href^="/customer/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice('/customer/'.length)));
  expect(shown.length).toBeGreaterThan(0);
  for (const customer of shown) expect(held).toContain(customer);
});

test('the last order search follows the user to another browser', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // A user of their own: the kept search is the user's, whichever project runs beside.
  const email = uniqueEmail(testInfo, 'orders');
  const orders = portalUrl(baseURL, 'customers', '/orders');
  await page.goto(portalUrl(baseURL, 'customers', '/authentication/login'));
  await createInvitedCustomer(page, email, 'Order-Search-1!');
  await logIn(page, email, 'Order-Search-1!');
  await acceptPolicies(page);
  await page.goto(orders);
  await expect(page.getByRole('heading', { name: 'Sales Orders' })).toBeVisible();
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL(/orderStatus=Cancelled/);
  await expect(page.getByText(/^\d+ results?$|^At least/).first()).toBeVisible();

  const other = await browser.newContext({ isMobile: false });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(portalUrl(baseURL, 'customers', '/authentication/login'));
    await logIn(elsewhere, email, 'Order-Search-1!');
    await expect(elsewhere.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await elsewhere.goto(orders);
    await expect(elsewhere).toHaveURL(/orderStatus=Cancelled/);
    await expect(elsewhere.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  } finally {
    await other.close();
  }
});
