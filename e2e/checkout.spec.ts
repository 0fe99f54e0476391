import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { TableModel } from '@portal/domain';
import { fieldsSent, recordApiRequests } from './support/api-requests.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { findTabWith, loadProduct, tabPath } from './support/catalogue.ts';
import { orderFact as fact } from './support/guest-order.ts';

const buyable = (m: TableModel) => m.Ecommerce && m.TotalList !== null && m.TotalList > 0;

/** Two models of the demo parts table that are sold online, and the tab that lists them. */
async function twoModels(request: Parameters<typeof loadProduct>[0]) {
  const demo = await loadProduct(request);
  const at = findTabWith(
    demo.sections,
    (i) => !!i.Table?.HasCart && i.Table.Models.slice(0, 10).filter(buyable).length >= 2,
  );
  expect(at, 'the demo product has a table with models sold online').toBeTruthy();
  const [first, second] = at!.item.Table!.Models.slice(0, 10).filter(buyable) as [
    TableModel,
    TableModel,
  ];
  return { path: tabPath(demo, at!), first, second };
}

/** The accessibility scan, once a modal has started to fade in (it has no animation before). */
async function scan(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('.modal.fade:not(.show), .modal-backdrop.fade:not(.show)'),
  );
  await expectNoSeriousA11yViolations(page);
}

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

async function addToCart(page: Page, model: TableModel) {
  await page.getByRole('button', { name: `Add to Cart ${model.PcnCatalogNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: /^Add to Cart/ });
  await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(dialog).toBeHidden();
}

/** The ship-to form; the ZIP belongs to Beverly Hills, so the verifier corrects the city. */
async function fillShipTo(page: Page, address: { street: string; city: string }) {
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}`)).first();
  await field('First Name').fill('Ada');
  await field('Last Name').fill('Lovelace');
  await field('Address Line 1').fill(address.street);
  await field('Address Line 2').fill('Suite 200');
  await field('City').fill(address.city);
  await field('State').selectOption('CA');
  await field('Zip').fill('90210');
  await field('Phone').pressSequentially('310 555 0100');
  await expect(field('Phone')).toHaveValue('(310) 555-0100');
  await field('Email').fill('ada@example.com');
  await page.getByLabel(/I have read and accept/).check();
}

/** The sandbox's test cards (README.md) and the CVV every payment here uses. */
const CARDS = {
  approves: '4111 1111 1111 1111',
  declines: '4000 0000 0000 0002',
  fails: '4000 0000 0000 0119',
};
const CVV = '737';

async function payWith(page: Page, cardNumber: string) {
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment).toBeVisible();
  const confirm = payment.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill(cardNumber);
  await card.getByLabel('Expiry (MM/YY)').fill('12/39');
  await card.getByLabel('CVV').fill(CVV);
  await card.getByLabel('Name on card').fill('Ada Lovelace');
  // Confirm waits until the gateway has tokenised the card.
  await expect(confirm).toBeEnabled();
  await scan(page);
  await confirm.click();
  return payment;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

/** One model in the cart and the standard address filled in: Pay goes straight to payment. */
async function readyToPay(page: Page, request: Parameters<typeof loadProduct>[0]) {
  // Bootstrap scrolls smoothly; on a busy machine a tap could land while the page still moves.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { first } = await twoModels(request);
  await page.goto('/');
  const added = await page.request.post('/api/cart/items', {
    data: { pcnCatalogNumber: first.PcnCatalogNumber, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/checkout');
  await fillShipTo(page, { street: '9336 CIVIC CENTER DR', city: 'BEVERLY HILLS' });
  await page.getByLabel(/^Address Line 2/).fill('STE 200');
}

test('says what is under way while the card is authorised and the order placed', async ({
  page,
  request,
}) => {
  // Each step is held until the journey has read what the dialog says meanwhile.
  const hold = (pattern: string) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    void page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  };
  const releaseDecode = hold('**/api/checkout/decode');
  const releaseOrder = hold('**/api/order/nocustomer');
  await readyToPay(page, request);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const payment = await payWith(page, CARDS.approves);
  const progress = payment.getByRole('status').filter({ hasText: /…$/ });
  const buttons = [
    payment.getByRole('button', { name: 'Confirm' }),
    payment.getByRole('button', { name: 'Cancel' }),
  ];

  await expect(progress).toHaveText('Authorizing your card…');
  for (const button of buttons) await expect(button).toBeDisabled();
  await expect(payment.getByRole('button', { name: 'Close' })).toHaveCount(0);
  releaseDecode();
  await expect(progress).toHaveText('Placing your order…');
  for (const button of buttons) await expect(button).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(payment).toBeVisible();
  // The spinner turns as long as the step lasts: stop it so that the scan can settle.
  await page.evaluate(() => document.getAnimations().forEach((a) => a.cancel()));
  await scan(page);
  releaseOrder();
  await expect(page.getByRole('dialog', { name: 'Thank you for your order' })).toBeVisible();
  await expect(payment).toBeHidden();
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

test('shows a declined card as Payment: Failed with its code and description', async ({
  page,
  request,
}) => {
  await readyToPay(page, request);
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  const payment = await payWith(page, CARDS.declines);
  await expect(payment.getByRole('alert')).toHaveText('Payment: Failed - 05 Do not honor');
  await expect(page.getByRole('dialog', { name: 'Thank you for your order' })).toBeHidden();
  await payment.getByRole('button', { name: 'Cancel' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

test('shows Payment Failed to Authorize when the processor fails the card', async ({
  page,
  request,
}) => {
  await readyToPay(page, request);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const payment = await payWith(page, CARDS.fails);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Payment Failed to Authorize' }),
  ).toBeVisible();
  // The dialog stays for another card; no order was placed.
  await expect(payment.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(page.getByRole('dialog', { name: 'Thank you for your order' })).toBeHidden();
  await payment.getByRole('button', { name: 'Cancel' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
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

test('closes the payment dialog and shows why the order could not be placed', async ({
  page,
  request,
}) => {
  const reason = 'Model 120-4471 is not sold online.';
  const submitted: { TextLines?: string[] } = {};
  await page.route('**/api/order/nocustomer', (route) => {
    Object.assign(submitted, route.request().postDataJSON());
    return route.fulfill({ status: 422, json: { Successful: false, Message: reason } });
  });
  await readyToPay(page, request);
  // A long comment goes as lines the server takes.
  await page.getByLabel('Order comments').fill('Please call the site manager first. '.repeat(27));
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const payment = await payWith(page, CARDS.approves);

  await expect(payment).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to place order:' })).toHaveText(
    `Failed to place order: ${reason}`,
  );
  await expect(page.getByRole('dialog', { name: 'Thank you for your order' })).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  const lines = submitted.TextLines ?? [];
  expect(lines.length).toBeGreaterThan(5);
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(132);
  expect(lines.join(' ')).toBe('Please call the site manager first. '.repeat(27).trim());
});

test('tells what is wrong with each card field and clears it once fixed', async ({
  page,
  request,
}) => {
  await readyToPay(page, request);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  const confirm = payment.getByRole('button', { name: 'Confirm' });
  const card = page.frameLocator('iframe[title="Card details"]');
  const field = (label: string) => card.getByLabel(label);

  // Each field is checked when it is left, so Confirm staying disabled has a reason shown.
  await field('Card number').fill('4111 1111 11');
  await field('Card number').press('Tab');
  await expect(card.getByText('Card number is incomplete')).toBeVisible();
  await field('Expiry (MM/YY)').fill('1');
  await field('Expiry (MM/YY)').press('Tab');
  await expect(card.getByText('Expiry date is incomplete (MM/YY)')).toBeVisible();
  await field('CVV').fill('73');
  await field('CVV').press('Tab');
  await expect(card.getByText('CVV is incomplete')).toBeVisible();
  await expect(confirm).toBeDisabled();

  // The gateway refuses a number that fails its checksum...
  await field('Card number').fill('4111 1111 1111 1112');
  await field('Expiry (MM/YY)').fill('12/39');
  await field('CVV').fill(CVV);
  await field('Name on card').fill('Ada Lovelace');
  await expect(card.getByText('Card number is invalid')).toBeVisible();
  await expect(card.getByText('CVV is incomplete')).toBeHidden();
  // ...and its message goes once the number is right.
  await field('Card number').fill(CARDS.approves);
  await expect(confirm).toBeEnabled();
  await expect(card.getByText('Card number is invalid')).toBeHidden();
  await expect(field('Card number')).toHaveAttribute('aria-invalid', 'false');
  await scan(page);
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
