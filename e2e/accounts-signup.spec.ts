import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  acceptPolicies,
  DEMO_PASSWORD,
  logIn,
  portalUrl,
  uniqueEmail,
  type PortalSite,
} from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const NEW_PASSWORD = 'Str0ng!Pass';

async function signUp(
  page: Page,
  site: PortalSite,
  baseURL: string | undefined,
  email: string,
  ids: string[],
) {
  await page.goto(portalUrl(baseURL, site, '/authentication/signup'));
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    page.getByText(
      site === 'customers'
        ? 'Please enter a customer id'
        : 'Please enter a sales representative id',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Quill');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  const row = page.getByLabel(/^(Customer number|Sales representative id) 1$/);
  // The last row cannot be removed, only emptied.
  await row.fill('999');
  await page.getByRole('button', { name: /^Remove .* 1$/ }).click();
  await expect(row).toHaveValue('');
  await row.fill(ids[0]!);
  for (const [index, id] of ids.slice(1).entries()) {
    await page.getByRole('button', { name: /^Add / }).click();
    await page
      .getByLabel(new RegExp(`^(Customer number|Sales representative id) ${index + 2}$`))
      .fill(id);
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/authentication\/pending-approval$/);
  await expect(
    page.getByRole('heading', { name: 'Thanks for submitting your request' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** A customer admin finds the new user and opens the Approval Requests tab. */
async function openRequestsAsAdmin(
  page: Page,
  site: PortalSite,
  baseURL: string | undefined,
  email: string,
) {
  await page.goto(portalUrl(baseURL, site, '/authentication/login'));
  await logIn(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(portalUrl(baseURL, site, '/users'));
  await page.getByLabel('Username').fill(email);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { name: 'Robin Quill' })).toBeVisible();
  await page.getByRole('tab', { name: /Approval Requests/ }).click();
}

async function signOut(page: Page, site: PortalSite, baseURL: string | undefined) {
  await page.context().clearCookies();
  await page.goto(portalUrl(baseURL, site, '/authentication/login'));
}

/** The new user logs in, reads and accepts every policy document, and finds the permission. */
async function firstLogin(
  page: Page,
  site: PortalSite,
  baseURL: string | undefined,
  email: string,
) {
  await page.goto(portalUrl(baseURL, site, '/authentication/login'));
  await logIn(page, email, NEW_PASSWORD);
  // Scan once the policy dialog is up: before that, its fade-in is still ahead.
  await expect(page.getByRole('dialog', { name: 'Policy documents' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await acceptPolicies(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(portalUrl(baseURL, site, '/profile'));
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
}

test.describe('signing up for a portal', () => {
  test.setTimeout(120_000);

  test('a customer asks for two customers; the admin approves one, the other waits for its sales rep', async ({
    page,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'buyer');
    await signUp(page, 'customers', baseURL, email, ['0000100500', '0000100200']);

    await openRequestsAsAdmin(page, 'customers', baseURL, email);
    const waiting = page.getByRole('row', { name: /0000100200/ });
    await expect(waiting.getByText('Waiting for Sales Rep Approval')).toBeVisible();
    await expect(waiting.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Approve 0000100500' }).click();
    await page
      .getByRole('dialog', { name: 'Approve request' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(page.getByRole('row', { name: /0000100500/ }).getByText('Approved')).toBeVisible();
    await signOut(page, 'customers', baseURL);

    // The customer's sales rep decides the request waiting for them (status 5).
    await page.goto(portalUrl(baseURL, 'sales', '/authentication/login'));
    await logIn(page, 'rep@example.com', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto(portalUrl(baseURL, 'sales', '/customer'));
    await page.getByRole('button', { name: `Approve ${email}` }).click();
    // The list asks before a decision (decision 154).
    const confirm = page.getByRole('dialog', { name: 'Approve request' });
    await expect(confirm).toContainText(`Give ${email} access to customer 0000100200`);
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: `Approve ${email}` })).toHaveCount(0);
    await signOut(page, 'sales', baseURL);

    await firstLogin(page, 'customers', baseURL, email);
    await page.getByRole('tab', { name: /Customers/ }).click();
    await expect(page.getByRole('cell', { name: 'Northwind Builders' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Bluegrass Mechanical' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a sales rep asks for a sales rep id and the customer admin approves it', async ({
    page,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'rep');
    await signUp(page, 'sales', baseURL, email, ['4100']);

    await openRequestsAsAdmin(page, 'sales', baseURL, email);
    await page.getByRole('button', { name: 'Approve 4100' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve request' });
    await expect(confirm).toContainText(`Give ${email} access to sales representative 4100`);
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(page.getByRole('row', { name: /4100/ }).getByText('Approved')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await signOut(page, 'sales', baseURL);

    await firstLogin(page, 'sales', baseURL, email);
    await expect(page.getByRole('cell', { name: 'North Region Sales' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
