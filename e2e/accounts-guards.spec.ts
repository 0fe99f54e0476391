import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, logIn, portalUrl } from './support/accounts.ts';
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
  await expect(page.getByRole('heading', { name: 'Sales Orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Shipped' })).toBeVisible();
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

test('guarded areas say they are checking, then name the area a user may not open', async ({
  page,
  baseURL,
}) => {
  const url = (path: string) => portalUrl(baseURL, 'customers', path);
  const me = /\/api\/User\/me$/i;
  await page.goto(url('/authentication/login'));
  await logIn(page, 'customer@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // While the server has not said who is signed in, the guard only checks.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(me, async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto(url('/orders'));
  await expect(page.getByText('Checking Permissions.', { exact: true })).toBeVisible();
  answer();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await page.unroute(me);

  // A user whose roles do not read a module is told so on its area.
  const signedIn = (await page.evaluate(() => fetch('/api/User/me').then((r) => r.json()))) as {
    EffectivePermissions: { ModuleName: string }[];
  };
  const without = async (moduleName: string) => {
    await page.unroute(me);
    const json = {
      ...signedIn,
      EffectivePermissions: signedIn.EffectivePermissions.filter(
        (p) => p.ModuleName !== moduleName,
      ),
    };
    await page.route(me, (route) => route.fulfill({ json }));
  };
  await without('Orders');
  await page.goto(url('/orders'));
  await expect(page.getByText('Access to the Orders is Denied.', { exact: true })).toBeVisible();
  await without('Inquiries');
  await page.goto(url('/inquiry'));
  await expect(page.getByText('Access to the Inquiries is Denied.', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the profile tabs carry the spec names, with counts beside them, the site's kind first", async ({
  page,
  baseURL,
}) => {
  await page.goto(portalUrl(baseURL, 'customers', '/authentication/login'));
  await logIn(page, 'customer@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(portalUrl(baseURL, 'customers', '/profile'));
  for (const name of ['Sales Representatives', 'Customers', 'Approval Requests'])
    await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
  const customers = page.getByRole('tab', { name: 'Customers', exact: true });
  await expect(customers).toContainText(/\d/);
  // On the customer portal the customers a user holds come first, not the empty sales reps.
  await expect(customers).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('cell', { name: 'Acme Heating & Air' })).toBeVisible();
});
