import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn, openPortalMenu, portalUrl } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test('anonymous visitors are sent to login from every signed-in route', async ({
  page,
  baseURL,
}) => {
  for (const path of ['/', '/profile', '/customer', '/orders', '/catalog', '/users']) {
    await page.goto(portalUrl(baseURL, 'customers', path));
    await expect(page, `${path} needs a session`).toHaveURL(/\/authentication\/login$/);
  }
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter a username')).toBeVisible();
  await expect(page.getByText('Please enter a password')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a customer with a permission enters the portal and its areas', async ({ page, baseURL }) => {
  const url = (path: string) => portalUrl(baseURL, 'customers', path);
  await page.goto(url('/authentication/login'));
  await logIn(page, 'customer@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(url('/orders'));
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByText('coming in a later release')).toBeVisible();
  await page.goto(url('/customer/0000100100'));
  await expect(page.getByRole('heading', { name: /Acme Heating & Air/ })).toBeVisible();
  await page.goto(url('/customer/0000999999'));
  await expect(page.getByText('Error - Customer not found')).toBeVisible();
  await page.goto(url('/sales-rep/9999'));
  await expect(page.getByText('Error - Sales Rep not found')).toBeVisible();
  await page.goto(url('/diagnostics'));
  await expect(page.getByRole('row', { name: /Logged in/ })).toContainText('Yes');
  await expect(page.getByRole('row', { name: /Username/ })).toContainText('customer@example.com');
});

test('the header login closes on success and opens the dashboard', async ({
  page,
  baseURL,
  isMobile,
}) => {
  await page.goto(portalUrl(baseURL, 'customers', '/authentication/signup'));
  if (isMobile) await openPortalMenu(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const popover = page.locator('#login-popover');
  await popover.getByLabel('Username').fill('customer@example.com');
  await popover.getByLabel('Password').fill(DEMO_PASSWORD);
  await popover.getByRole('button', { name: 'Log in' }).click();
  await expect(popover).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(portalUrl(baseURL, 'customers', '/'));
});
