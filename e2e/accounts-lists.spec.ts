import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, logIn, portalUrl, type PortalSite } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

async function signInAsAdmin(page: Page, site: PortalSite, baseURL: string | undefined) {
  await page.goto(portalUrl(baseURL, site, '/authentication/login'));
  await logIn(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** Nothing on the page, nor in the named list, scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, list: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const region = page.getByRole('region', { name: list });
  expect(await region.evaluate((r) => r.scrollWidth <= r.clientWidth)).toBe(true);
}

test('the users list finds holders of sales rep and customer numbers, zeros aside, and reads on any screen', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, 'sales', baseURL);
  await page.goto(portalUrl(baseURL, 'sales', '/users'));
  const results = page.getByText(/^\d+ results?$/);
  const filter = page.getByRole('button', { name: 'Filter', exact: true });
  // Other journeys add users; the number narrows the list to the demo rep whatever ran first.
  await page.getByLabel('Sales rep number').fill('0004100');
  await filter.click();
  const rep = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'rep@example.com' }) });
  await expect(rep).toBeVisible();
  await expect(page.getByRole('link', { name: 'customer@example.com' })).toHaveCount(0);
  // The e-mail keeps room to read as a word, not a column of letters.
  expect((await rep.getByRole('cell').nth(3).boundingBox())!.width).toBeGreaterThan(150);
  await expectNoSidewaysScroll(page, 'Users');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Reset Filter' }).click();
  await page.getByLabel('Customer number').fill('100100');
  // Journeys' own users hold this customer too; the username keeps the demo one on page 1.
  await page.getByLabel('Username').fill('customer@');
  await filter.click();
  await expect(page.getByRole('link', { name: 'customer@example.com' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'rep@example.com' })).toHaveCount(0);
  await expect(results).toBeVisible();
});

test('the sales rep list resets its filter, and customer requests keep Approve and Reject in view', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, 'customers', baseURL);
  await page.goto(portalUrl(baseURL, 'customers', '/sales-rep'));
  const name = page.getByLabel('Name');
  await name.fill('North');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filter' }).click();
  await expect(name).toHaveValue('');
  await expect(page.getByRole('link', { name: '4200' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Sales representatives');

  await page.goto(portalUrl(baseURL, 'customers', '/customer'));
  const approve = page.getByRole('button', { name: 'Approve pending@example.com' });
  await expect(approve).toBeVisible();
  const box = (await approve.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSidewaysScroll(page, 'Customers');
  await expectNoSeriousA11yViolations(page);
});
