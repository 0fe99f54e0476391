import type { Locator } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  acceptPolicies,
  logIn,
  portalUrl,
  readEveryPolicy,
  uniqueEmail,
} from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createInvitedCustomer } from './support/customer-user.ts';

const PASSWORD = 'Policy!Pass1';

/** The first page's width and the width inside the viewer's padding, in CSS pixels. */
const widths = (pages: Locator) =>
  pages.evaluate((box) => {
    const style = getComputedStyle(box);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const canvas = box.querySelector('canvas');
    return {
      page: canvas ? canvas.getBoundingClientRect().width : 0,
      inside: box.clientWidth - padding,
      sideways: box.scrollWidth > box.clientWidth,
    };
  });

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

  // In at once with a code: the documents show on /, not over a login form.
  const dialog = page.getByRole('dialog', { name: 'Policy documents' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(url('/'));
  await expect(page.locator('input[autocomplete="current-password"]')).toHaveCount(0);
  await readEveryPolicy(page);
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

test('a policy document fits a wide viewer and reads at a legible size on a phone', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  const url = (path: string) => portalUrl(baseURL, 'customers', path);
  await page.goto(url('/authentication/login'));
  const email = uniqueEmail(testInfo, 'viewer');
  await createInvitedCustomer(page, email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(url('/'));
  const dialog = page.getByRole('dialog', { name: 'Policy documents' });
  await dialog.getByRole('button', { name: /^Open/ }).first().click();
  await expect(dialog.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
    'href',
    /^\/d\/.+\.pdf$/,
  );
  const pages = dialog.getByRole('region', { name: 'Document pages' });
  await expect(pages.getByRole('img', { name: /^Page 1 of/ })).toBeVisible({ timeout: 30_000 });
  const zoomIn = dialog.getByRole('button', { name: 'Zoom in' });
  const zoomOut = dialog.getByRole('button', { name: 'Zoom out' });
  const mustRead = dialog.getByText('You must read through to the end');

  if (!isMobile) {
    // Pages fill the width inside the viewer's padding, and nothing scrolls sideways.
    await expect.poll(async () => (await widths(pages)).page).toBeGreaterThan(600);
    const { page: width, inside, sideways } = await widths(pages);
    expect(width).toBeLessThanOrEqual(inside);
    expect(width).toBeGreaterThan(inside - 2);
    expect(sideways).toBe(false);
    await expect(zoomOut).toBeDisabled();
    return;
  }
  // A letter page (612 pt) starts at a legible scale, wider than the phone: the reader pans.
  await expect.poll(async () => (await widths(pages)).page).toBeGreaterThanOrEqual(760);
  expect((await widths(pages)).sideways).toBe(true);
  const before = (await widths(pages)).page;
  await zoomIn.click();
  await expect.poll(async () => (await widths(pages)).page).toBeGreaterThan(before);
  while (await zoomOut.isEnabled()) await zoomOut.click();
  await expect.poll(async () => (await widths(pages)).sideways).toBe(false);
  await zoomIn.click();
  // Panned to the right edge, the end of the last page still counts as read.
  await expect(mustRead).toBeVisible();
  await pages.evaluate((box) => box.scrollTo(box.scrollWidth, box.scrollHeight));
  await expect(mustRead).toBeHidden();
});
