import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, logIn, openPortalMenu, portalUrl } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test('the header login opens at Username, gives the focus back on Escape, and logs in', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'On a phone the header leads to the login page instead.');
  await page.goto(portalUrl(baseURL, 'customers', '/authentication/signup'));
  const button = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await button.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Log in' });
  await expect(popover.getByLabel('Username')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(popover.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('customer@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(popover).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(portalUrl(baseURL, 'customers', '/'));
});

test('on a phone the header login leads to the login page and the menu closes', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, 'From md up the header opens a popover.');
  await page.goto(portalUrl(baseURL, 'customers', '/authentication/signup'));
  await openPortalMenu(page);
  const link = page.getByRole('banner').getByRole('link', { name: 'Log in' });
  const box = await link.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await link.click();
  await expect(page).toHaveURL(/\/authentication\/login$/);
  const menu = page.locator('#portal-nav');
  await expect(menu).not.toHaveClass(/(^|\s)show(\s|$)/);
  await logIn(page, 'customer@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(menu).not.toHaveClass(/(^|\s)show(\s|$)/);
});
