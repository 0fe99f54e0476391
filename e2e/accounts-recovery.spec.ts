import { expect, test } from './support/test.ts';
import { acceptPolicies, logIn, openUserMenu, portalUrl, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { linkInNewestMailTo } from './support/mail-outbox.ts';

const FIRST_PASSWORD = 'Start!Pass1';
const RECOVERED_PASSWORD = 'Found!Pass2';

test('a forgotten password is recovered through the e-mailed link', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'recover');
  const url = (path: string) => portalUrl(baseURL, 'customers', path);

  // An invitation code lets the new customer in at once.
  await page.goto(url('/authentication/signup'));
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Confirm password').fill(FIRST_PASSWORD);
  await page.getByLabel('I have an invitation code').check();
  await page.getByRole('textbox', { name: 'Invitation code' }).fill('DEMO-CUSTOMER-2025');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await acceptPolicies(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await openUserMenu(page, 'Sam Reyes', isMobile);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/authentication\/login$/);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Recover your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Recover Password' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Username').fill(email);
  await page.getByRole('button', { name: 'Recover Password' }).click();
  await expect(page.getByRole('heading', { name: 'We received your request' })).toBeVisible();
  await expect(page.getByText('Please check your email inbox')).toBeVisible();
  await expect(page.getByText('We sent you a link to recover your password')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The outbox keeps the message; its link opens the portal's reset page.
  const link = await linkInNewestMailTo(email);
  expect(link).toContain(url('/authentication/reset-password?code='));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Recover password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(RECOVERED_PASSWORD);
  await page.getByLabel('Confirm new password').fill('Found!Pass3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords are different')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(RECOVERED_PASSWORD);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/authentication\/login$/);

  await logIn(page, email, FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
  await logIn(page, email, RECOVERED_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Signed in, the user menu's Change password asks for the old password too.
  await openUserMenu(page, 'Sam Reyes', isMobile);
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await page.getByLabel('Current password').fill(RECOVERED_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(RECOVERED_PASSWORD);
  await page.getByLabel('Confirm new password').fill(RECOVERED_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('New password cannot be the same as your old password'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('Third!Pass3');
  await page.getByLabel('Confirm new password').fill('Third!Pass3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
