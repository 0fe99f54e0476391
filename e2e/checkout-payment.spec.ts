import { expect, test } from './support/test.ts';
import { CARDS, cartLink, CVV, payWith, readyToPay, scan } from './support/checkout.ts';

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

  // The fields check themselves once the form's script has run (it then says it is ready).
  await expect(field('Card number')).toBeVisible();
  await expect(payment.getByText('Loading the card form…')).toBeHidden();

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

test('takes up card details typed before the card form had finished loading', async ({
  page,
  request,
}) => {
  // A slow script: the inputs are on screen, and filled, before it listens to them.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/card-fields.js', async (route) => {
    await held;
    await route.continue();
  });
  await readyToPay(page, request);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill(CARDS.approves);
  await card.getByLabel('Expiry (MM/YY)').fill('12/39');
  await card.getByLabel('CVV').fill(CVV);
  await card.getByLabel('Name on card').fill('Ada Lovelace');
  const confirm = payment.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  release();
  await expect(confirm).toBeEnabled();
});
