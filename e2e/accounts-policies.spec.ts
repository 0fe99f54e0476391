import { expect, test } from '@playwright/test';
import {
  acceptPolicies,
  logIn,
  portalUrl,
  readEveryPolicy,
  uniqueEmail,
} from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const PASSWORD = 'Policy!Pass1';

test('declining the policy documents says why and signs the user out until they accept', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'decline');
  const url = (path: string) => portalUrl(baseURL, 'customers', path);

  await page.goto(url('/authentication/signup'));
  await page.getByLabel('First name').fill('Dale');
  await page.getByLabel('Last name').fill('Nolan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('I have an invitation code').check();
  await page.getByRole('textbox', { name: 'Invitation code' }).fill('DEMO-CUSTOMER-2025');
  await page.getByRole('button', { name: 'Create Account' }).click();

  const dialog = await readEveryPolicy(page);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(
    dialog.getByText('You must accept the documents to access the portal.', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/authentication\/login$/);
  await page.goto(url('/profile'));
  await expect(page).toHaveURL(/\/authentication\/login$/);

  // The next sign-in asks again; accepting then opens the portal.
  await logIn(page, email, PASSWORD);
  await acceptPolicies(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
