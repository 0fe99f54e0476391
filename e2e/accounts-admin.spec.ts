import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  acceptPolicies,
  DEMO_PASSWORD,
  logIn,
  portalUrl,
  uniqueEmail,
} from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/** A new customer-portal user asking for one customer, signed up through the API. */
async function signUpThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
) {
  const host = new URL(portalUrl(baseURL, 'customers', '/')).host;
  const challenge = await request.get('/api/Authentication/Challenge?action=signup', {
    headers: { host },
  });
  expect(challenge.ok()).toBe(true);
  const created = await request.post('/api/Authentication/Signup', {
    headers: { host },
    data: {
      Name: 'Dana',
      LastName: 'Okafor',
      Email: email,
      Password: 'Adm1n!Test',
      Challenge: ((await challenge.json()) as { Challenge: string }).Challenge,
      CustomerNumbers: ['0000100500'],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

test('a new user reaches only the profile; a customer admin deactivates and activates them, grants and removes a permission and rejects their request', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'managed');
  await signUpThroughApi(request, baseURL, email);
  const url = (path: string) => portalUrl(baseURL, 'customers', path);

  // Without a permission of the site's kind, every guarded route leads to the profile.
  await page.goto(url('/authentication/login'));
  await logIn(page, email, 'Adm1n!Test');
  await acceptPolicies(page);
  await expect(page).toHaveURL(/\/profile$/);
  for (const path of ['/', '/orders', '/catalog', '/inquiry']) {
    await page.goto(url(path));
    await expect(page, `${path} needs a permission`).toHaveURL(/\/profile$/);
  }
  await page.getByRole('tab', { name: /Approval Requests/ }).click();
  await expect(page.getByRole('row', { name: /0000100500/ })).toContainText('Pending Approval');
  await expectNoSeriousA11yViolations(page);
  await page.context().clearCookies();

  await page.goto(url('/authentication/login'));
  await logIn(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(url('/users'));
  await expect(page.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Username').fill(email);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { name: 'Dana Okafor' })).toBeVisible();

  const dialog = page.getByRole('dialog');
  await page.getByRole('main').getByRole('button', { name: 'Deactivate' }).click();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByText('Please add a comment')).toBeVisible();
  await dialog.getByLabel('Comment').fill('Duplicate account');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Activate' }).click();
  await dialog.getByLabel('Comment').fill('Confirmed by phone');
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  await page.getByLabel('Customer number 1', { exact: true }).fill('0000100400');
  await page.getByRole('button', { name: 'Add customer permissions' }).click();
  await expect(page.getByText('Permissions added successfully')).toBeVisible();
  await page.getByRole('tab', { name: /^Customers/ }).click();
  await expect(page.getByRole('cell', { name: 'Lakeside Contractors' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Delete 0000100400' }).click();
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
  await dialog.getByLabel('Comment').fill('Granted by mistake');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('cell', { name: 'Lakeside Contractors' })).toHaveCount(0);

  await page.getByRole('tab', { name: /Approval Requests/ }).click();
  await page.getByRole('button', { name: 'Reject 0000100500' }).click();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please add a rejection reason')).toBeVisible();
  await dialog.getByLabel('Rejection reason').fill('Not an employee of this customer');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  const row = page.getByRole('row', { name: /0000100500/ });
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('Not an employee of this customer');
  await expectNoSeriousA11yViolations(page);
});
