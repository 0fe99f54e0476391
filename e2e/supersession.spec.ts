import { portalUrl, signInAsDemoRep } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { cartOf } from './support/selling.ts';

// The demo replaces 719-1865 by 496-9121, and 496-9121 by 872-2243 (decision 177): a buyer
// typing the oldest number is offered the newest.
const OLD = '719-1865';
const NEXT = '496-9121';
const NEWEST = '872-2243';

test('a superseded number typed on the parts site leads to its replacement, which is bought', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Open search' }).click();
  const field = page.getByRole('combobox', { name: 'Search the catalogue' });
  await field.fill(OLD);
  await field.press('Enter');

  // The replacement comes first, saying what it replaces; the old part, still sold, follows.
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first()).toContainText(NEWEST);
  await expect(results.first()).toContainText(`replaces ${OLD}`);
  await expect(results.nth(1)).toContainText(OLD);
  await expectNoSeriousA11yViolations(page);

  // The old part's details say it was replaced and lead to the model offered instead.
  await results.nth(1).getByRole('link').click();
  const panel = page.getByRole('dialog', { name: 'Model Details' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`This model has been replaced by ${NEXT}.`);
  // Still sold: a buyer who takes it anyway is told in the cart.
  await panel.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toBeVisible();
  await panel.getByRole('link', { name: `Order ${NEWEST} instead` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]catalogNumber=${NEWEST}(&|$)`));
  await expect(panel.getByRole('region', { name: `Order ${NEWEST}` })).toBeVisible();
  await expect(panel).not.toContainText('has been replaced');

  await panel.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  // The first add's toast may still show: the cart itself says when the second is in.
  await expect
    .poll(async () => (await cartOf(page)).items.map((i) => i.pcnCatalogNumber).sort())
    .toEqual([OLD, NEWEST].sort());

  // The cart's line of the old part names the newest and how much less it costs ($51.06 and
  // $35.36 in the demo), priced by the server.
  await page.goto('/cart');
  const oldLine = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: OLD }) });
  await expect(oldLine).toContainText(`Replaced by ${NEWEST}: $15.70 less`);
  await expectNoSeriousA11yViolations(page);
});

test("a new order's line of a number replaced but still sold offers the replacement, priced for the customer", async ({
  page,
  baseURL,
}) => {
  await signInAsDemoRep(page, baseURL);
  await page.goto(portalUrl(baseURL, 'sales', '/new'));
  await page.getByLabel('Customer', { exact: true }).fill('Acm');
  await page
    .getByLabel('Customers found')
    .getByRole('button', { name: /Acme Heating & Air - 0000100100/ })
    .click();
  await page.getByLabel('PO Number').fill(`E2ESUP${Date.now().toString(36).toUpperCase()}`);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Add parts').fill(`${OLD} 2`);
  await page.getByRole('button', { name: 'Add to Order' }).click();
  const oldLine = page.getByRole('row').filter({ hasText: OLD });
  // Acme's own prices decide the difference, so only its form is checked here.
  await expect(oldLine).toContainText(
    new RegExp(`Replaced by ${NEWEST}: (\\$[\\d,.]+ (more|less)|same price)`),
  );
  await expectNoSeriousA11yViolations(page);

  await oldLine.getByRole('button', { name: `Use ${NEWEST}` }).click();
  await expect(page.getByLabel(`Quantity of ${NEWEST}`)).toHaveValue('2');
  await expect(page.getByRole('row').filter({ hasText: OLD })).toHaveCount(0);
});
