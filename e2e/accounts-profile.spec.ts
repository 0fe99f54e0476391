import { expect, test } from './support/test.ts';
import { acceptPolicies, logIn, openUserMenu, portalUrl, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createInvitedCustomer } from './support/customer-user.ts';

const PASSWORD = 'Profile!Pass1';

test('Cancel forgets an edit, Save renames the header menu, and a waiting request is not sent twice', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  const url = (path: string) => portalUrl(baseURL, 'customers', path);
  const email = uniqueEmail(testInfo, 'profile');
  await page.goto(url('/authentication/login'));
  await createInvitedCustomer(page, email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await acceptPolicies(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(url('/profile'));

  const firstName = page.getByLabel('First name');
  await page.getByRole('button', { name: 'Edit' }).click();
  await firstName.fill('Discarded');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(firstName).toHaveValue('Casey');

  await firstName.fill('Morgan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await openUserMenu(page, 'Morgan Buyer', isMobile);
  await page.keyboard.press('Escape');

  const row = page.getByLabel('Customer number 1', { exact: true });
  await row.fill('0000100500');
  await page.getByRole('button', { name: 'Request permissions' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your request' })
    .getByRole('button', { name: 'Send request' })
    .click();
  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent).toContainText('Your request was sent for approval.');
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(url('/'));

  await page.goto(url('/profile'));
  await row.fill('100500');
  await page.getByRole('button', { name: 'Request permissions' }).click();
  await expect(
    page.getByText('These customers are already waiting for approval: 100500'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm your request' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Look-ups are limited per user: once they are used up, the form says so.
  const status = await page.evaluate(async () => {
    for (let i = 0; i < 100; i += 1) {
      const res = await fetch('/api/user/customerlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(['100500']),
      });
      if (res.status !== 200) return res.status;
    }
    return 200;
  });
  expect(status).toBe(429);
  await page.getByRole('button', { name: 'Request permissions' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many numbers were looked up in the last hour. Please try again later.',
  );
  await expectNoSeriousA11yViolations(page);
});
