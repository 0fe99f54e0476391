import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import type { TableModel } from '@portal/domain';
import { fieldsSent, recordApiRequests } from './support/api-requests.ts';
import { escapeRegExp } from './support/catalogue.ts';
import { orderFact as fact } from './support/guest-order.ts';
import {
  addToCart,
  CARDS,
  cartLink,
  CVV,
  fillShipTo,
  payWith,
  readyToPay,
  scan,
  twoModels,
} from './support/checkout.ts';

/** Finds a model from the header search and lands on its table with the details panel open. */
async function searchFor(page: Page, model: TableModel, isMobile: boolean) {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Open search' }).click();
  const field = page.getByRole('combobox', { name: 'Search the catalogue' });
  await field.click();
  await field.pressSequentially(model.PcnCatalogNumber, { delay: 30 });
  await page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: new RegExp(escapeRegExp(model.PcnCatalogNumber)) })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Model Details' });
  await expect(panel).toContainText(model.FingoodTpiMfgMod);
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel).toBeHidden();
}

/** A small, valid PDF, as a customer's purchase order would be. */
const PURCHASE_ORDER_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('from a search to a paid order with a corrected address, its summary and an attached PDF', async ({
  page,
  request,
  isMobile,
}) => {
  // The longest journey: five accessibility scans on a shared 2-core machine.
  test.setTimeout(90_000);
  const apiRequests = recordApiRequests(page);
  const failedCartReads: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/cart') && r.status() >= 400) failedCartReads.push(r.url());
  });
  const { path, first, second } = await twoModels(request);
  await searchFor(page, first, isMobile);
  await addToCart(page, first);
  await page.goto(path);
  await addToCart(page, second);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await cartLink(page).click();
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page).toHaveTitle(/^Checkout \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Review' })).toBeVisible();
  await expect(page.getByText(first.FingoodTpiMfgMod).first()).toBeVisible();
  await expect(page.getByText('We do not ship to P.O. boxes.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Shipping Information and Cost/ })).toBeVisible();

  // Pay with empty forms lists every problem with its count.
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Shipping Address 8 errors')).toBeVisible();
  await expect(page.getByText('First Name is required').first()).toBeVisible();
  await expect(page.getByText('Please accept the privacy and terms policy').first()).toBeVisible();
  await scan(page);

  await fillShipTo(page, { street: '9336 Civic Center Drive', city: 'Los Angeles' });
  await expect(page.getByText('Shipping Address 8 errors')).toBeHidden();
  const total = (await page.getByTestId('estimated-total').textContent())!;
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  const verify = page.getByRole('dialog', { name: 'Verify address' });
  await expect(verify).toContainText(
    'We found a better match for the addresses provided. Do you want to use the corrected address?',
  );
  await expect(verify.getByRole('radio', { name: /Use the corrected address/ })).toBeChecked();
  await expect(verify).toContainText('BEVERLY HILLS, CA 90210');
  await scan(page);
  await verify.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel(/^Address Line 1/)).toHaveValue('9336 CIVIC CENTER DR');
  await expect(page.getByLabel(/^City/)).toHaveValue('BEVERLY HILLS');

  await payWith(page, CARDS.approves);
  const confirmation = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(confirmation).toBeVisible();
  const summaryLink = confirmation.getByRole('link', { name: 'View order summary' });
  const publicKey = (await summaryLink.getAttribute('href'))!.replace('/order_summary/', '');
  expect(publicKey.length).toBeGreaterThan(10);
  // The order's numbers as its summary names them; the ERP's number arrives while it is open.
  const orderNumber = (await fact(confirmation, 'Order #').textContent())!;
  expect(orderNumber).toMatch(/^\d+$/);
  await expect(fact(confirmation, 'Sales Order #')).toHaveText(/^\d{10}$/, { timeout: 20_000 });
  const salesOrderNumber = (await fact(confirmation, 'Sales Order #').textContent())!;
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  // The ordered lines are gone: the checkout does not ask for them again.
  expect(failedCartReads).toEqual([]);
  await scan(page);

  // The summary the confirmation links to follows the order; a PDF can be attached to it.
  await summaryLink.click();
  await expect(page).toHaveURL(new RegExp(`/order_summary/${escapeRegExp(publicKey)}$`));
  await expect(fact(page, 'Order #')).toHaveText(orderNumber);
  await expect(fact(page, 'Sales Order #')).toHaveText(salesOrderNumber);
  await expect(page.getByRole('tab', { name: 'Items (2)' })).toBeVisible();
  const items = page.getByRole('tabpanel', { name: 'Items (2)' });
  await expect(items.getByText(first.PcnCatalogNumber, { exact: true })).toBeVisible();
  await expect(items.getByText(second.PcnCatalogNumber, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByLabel('Upload files').setInputFiles({
    name: 'purchase-order.pdf',
    mimeType: 'application/pdf',
    buffer: PURCHASE_ORDER_PDF,
  });
  await expect(page.getByRole('link', { name: 'purchase-order.pdf' })).toBeVisible();
  await scan(page);

  // The card went to the gateway's own fields only: no call to the portal's API carries it.
  const sent = apiRequests.map((r) => `${r.url}\n${r.postData ?? ''}`);
  expect(sent.some((r) => r.includes('/api/order/nocustomer'))).toBe(true);
  expect(sent.some((r) => r.includes('/api/checkout/decode'))).toBe(true);
  for (const [i, request] of apiRequests.entries()) {
    expect(sent[i]).not.toContain(CARDS.approves);
    expect(sent[i]).not.toContain(CARDS.approves.replaceAll(' ', ''));
    const { keys, values } = fieldsSent(request);
    expect(values, request.url).not.toContain(CVV);
    expect(
      keys.filter((k) => /cvv|cvc|security/i.test(k)),
      request.url,
    ).toEqual([]);
  }
});

test('offers every country; Canada keeps its postal code rule and abroad goes straight to payment', async ({
  page,
  request,
}) => {
  await readyToPay(page, request);
  const country = page.getByLabel(/^Country/).first();
  await expect(country).toHaveValue('US');
  const options = country.getByRole('option');
  await expect(options).toHaveCount(249);
  await expect(options.first()).toHaveText('United States');
  await expect(options.nth(1)).toHaveText('Canada');

  await country.selectOption({ label: 'Canada' });
  // Outside the US the state is typed, and the state chosen for the US is gone.
  const state = page.getByRole('textbox', { name: /^State/ }).first();
  await expect(state).toHaveValue('');
  await state.fill('Ontario');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Canadian Zip is not in correct format').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Payment' })).toBeHidden();

  await country.selectOption({ label: 'Germany' });
  await state.fill('Berlin');
  await page.getByLabel(/^City/).first().fill('Berlin');
  await page.getByLabel(/^Zip/).first().fill('10115');
  await expect(page.getByText('Canadian Zip is not in correct format')).toHaveCount(0);
  await scan(page);
  // Only US addresses are verified: a German one goes on to payment as entered.
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verify address' })).toHaveCount(0);
});

test('holds Pay while the comment has more lines than the order keeps', async ({
  page,
  request,
}) => {
  await readyToPay(page, request);
  const comment = page.getByLabel('Order comments');
  await comment.fill(Array.from({ length: 19 }, (_, i) => `Line ${i + 1}`).join('\n'));
  const tooMany = 'Order comments must fit in 18 lines of up to 132 characters';
  await expect(page.getByText('142 of 1000 characters, 19 of 18 lines')).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: tooMany })).toContainText(
    'Order comments 1 error',
  );
  await expect(page.getByRole('dialog', { name: 'Payment' })).toBeHidden();
  await scan(page);

  await comment.fill(Array.from({ length: 18 }, (_, i) => `Line ${i + 1}`).join('\n'));
  await expect(page.getByText(tooMany)).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Payment' })).toBeVisible();
});

test("asks with the cart's dialog before Order Review removes a line", async ({
  page,
  request,
}) => {
  await readyToPay(page, request);
  const review = page
    .locator('.card')
    .filter({ has: page.getByRole('heading', { name: 'Order Review' }) });
  await review.getByRole('button', { name: /^Remove / }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirmDelete).toContainText('Do you really want to delete?');
  await scan(page);
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmDelete).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await review.getByRole('button', { name: /^Remove / }).click();
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
});
