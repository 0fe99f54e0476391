import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn, portalUrl, type PortalSite } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

// The ERP's order history reaches the portal a few seconds after it starts.
const HISTORY_ARRIVES = { timeout: 30_000 };

async function openOrders(page: Page, baseURL: string | undefined, site: PortalSite, user: string) {
  await page.goto(portalUrl(baseURL, site, '/authentication/login'));
  await logIn(page, user, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(portalUrl(baseURL, site, '/orders'));
  await expect(page.getByRole('heading', { name: 'Sales Orders' })).toBeVisible();
}

const summaryLinks = (page: Page) => page.locator('main a[href^="/order_summary/"]');

test('a sales rep finds an order, opens its details and tracking, and reaches its summary', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openOrders(page, baseURL, 'sales', 'rep@example.com');
  await expect(summaryLinks(page).first()).toBeVisible(HISTORY_ARRIVES);

  const search = page.getByPlaceholder('Sales Order # / PO # / Customer');
  await search.fill('A');
  await expect(page.getByText('Search requires minimum of 2 characters')).toBeVisible();
  await search.fill('  Acme ');
  await expect(page).toHaveURL(/keyTerm=Acme(&|$)/);
  await expect(page.locator('main a[href^="/customer/"]').first()).toContainText('Acme');

  await page.getByRole('tab', { name: 'Shipped' }).click();
  await expect(page).toHaveURL(/orderStatus=Shipped/);
  const track = page.getByRole('button', { name: /: track delivery / }).first();
  await expect(track).toBeVisible();
  await track.click();
  const tracking = page.getByRole('dialog', { name: /^Tracking / });
  await expect(tracking.getByRole('list', { name: 'Status history, newest first' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(tracking).toHaveCount(0);

  const details = page.getByRole('button', { name: /^Details of order / }).first();
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');

  // Back returns to the search the rep made.
  const link = summaryLinks(page).first();
  const number = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/order_summary/${number}$`));
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(
    /keyTerm=Acme.*orderStatus=Shipped|orderStatus=Shipped.*keyTerm=Acme/,
  );
  await expect(search).toHaveValue('Acme');
});

test("a customer sees only their own company's orders", async ({ page, baseURL }) => {
  await openOrders(page, baseURL, 'customers', 'customer@example.com');
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
