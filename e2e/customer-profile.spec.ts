import { DEMO_PASSWORD, logIn, portalUrl } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test("a sales rep reads a customer's record tab by tab, typing its number without zeros", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const sales = (path: string) => portalUrl(baseURL, 'sales', path);
  await page.goto(sales('/authentication/login'));
  await logIn(page, 'rep@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.goto(sales('/customer/100100'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Heating & Air');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('0000100100');
  await expect(page.getByText('(217) 555-0142')).toBeVisible();

  await page.getByRole('tab', { name: 'Partner Information' }).click();
  await expect(page).toHaveURL(/tab=partners/);
  const shipTos = page.getByRole('region', { name: 'Ship-to addresses' });
  await expect(shipTos).toContainText('Acme Warehouse');
  await page.getByPlaceholder('Search by name or number').fill('SERVICE');
  await expect(shipTos).toContainText('Acme Service Center');
  await expect(shipTos).not.toContainText('Acme Warehouse');
  await page.getByPlaceholder('Search by name or number').fill('200101');
  await expect(shipTos).toContainText('Acme Warehouse');
  await expect(shipTos).not.toContainText('Acme Service Center');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Sales Data' }).click();
  await expect(page.getByText('Credit limit', { exact: false }).first()).toBeVisible();
  // A multiplier reads as a percentage, a net price in dollars.
  const multipliers = page.locator('main');
  await expect(multipliers).toContainText('85%');
  await expect(multipliers).toContainText('$227.17');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();

  await page.goto(sales('/customer/999999'));
  await expect(page.getByText('Error - Customer not found')).toBeVisible();
});

test("a customer admin opens a sales rep's client list and follows a client to its record", async ({
  page,
  baseURL,
}) => {
  const sales = (path: string) => portalUrl(baseURL, 'sales', path);
  await page.goto(sales('/authentication/login'));
  await logIn(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const me = await page.evaluate(async () => {
    const list = (await (
      await fetch('/api/sales-rep?PageSize=1&SortBy=SalesRepNumber')
    ).json()) as {
      List: { Id: string }[];
    };
    return list.List[0]!.Id;
  });
  await page.goto(sales(`/sales-rep/${me.replace(/^0+/, '')}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(me);
  await page.getByRole('tab', { name: 'Client List' }).click();
  const client = page.getByRole('tabpanel').locator('a[href^="/customer/"]').first();
  await expect(client).toBeVisible();
  const href = (await client.getAttribute('href'))!;
  await client.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('tab', { name: 'Customer Information' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
