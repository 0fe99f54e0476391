import { readFile } from 'node:fs/promises';
import type { Site } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { buyableModel, letTheErpShip, orderFact, PDF, placeOrder } from './support/guest-order.ts';
import { expect, test } from './support/test.ts';
import { drawnByBrowser } from './support/drawn-by-browser.ts';

test('a guest follows a placed order: blocks, tabs, invoice, an attached PDF and tracking', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const model = await buyableModel(request);
  const order = await placeOrder(request, model, ['Leave at the back door']);
  const site = (await (await request.get('/api/site')).json()) as Site;

  // The tab is named as soon as the page opens, while the order is still on its way.
  let release = () => {};
  const orderHeld = new Promise<void>((resolve) => (release = resolve));
  await drawnByBrowser(page);
  await page.route(`**/api/order/${order.PublicKey}`, async (route) => {
    await orderHeld;
    await route.continue();
  });
  await page.goto(`/order_summary/${order.PublicKey}`);
  await expect(page).toHaveTitle(`Order Summary | ${site.BrowserTitle}`);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  await expect(page).toHaveTitle(`Order Summary | ${site.BrowserTitle}`);
  for (const block of ['Information', 'Value', 'Bill To', 'Ship To'])
    await expect(page.getByRole('heading', { name: block, exact: true })).toBeVisible();
  await expect(orderFact(page, 'Order #')).toHaveText(String(order.OrderId));
  // One line of quantity 2: the tab counts lines.
  await expect(page.getByRole('tab', { name: 'Items (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(model.PcnCatalogNumber).first()).toBeVisible();
  // A guest sees neither the comments nor the fields of the signed-in portals.
  await expect(page.getByRole('tab', { name: 'Comments' })).toHaveCount(0);
  await expect(page.getByText('Leave at the back door')).toHaveCount(0);
  for (const field of ['PO Number', 'Creator', 'Sales Representative', 'Authorization No'])
    await expect(page.getByText(field, { exact: true })).toHaveCount(0);
  // The first page of the visit: nothing to go back to.
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download invoice (PDF)' }).click();
  const invoice = await download;
  // Named by the sales order number once the ERP has it, by the order number before.
  expect(invoice.suggestedFilename()).toMatch(
    new RegExp(`^Invoice-(\\d{10}|${order.OrderId})\\.pdf$`),
  );
  const invoicePdf = await readFile((await invoice.path())!);
  expect(invoicePdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByText('No files are attached to this order yet.')).toBeVisible();
  // The hidden file input's keyboard focus shows as a ring on its button-like label.
  const uploadLabel = page.locator('label', { hasText: 'Upload files' });
  await expect(uploadLabel).toHaveCSS('box-shadow', 'none');
  await page.getByRole('tab', { name: 'Files' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Upload files')).toBeFocused();
  await expect(uploadLabel).not.toHaveCSS('box-shadow', 'none');
  // The alert blocks the page until answered: answer it as it opens.
  let alerted = '';
  page.once('dialog', (dialog) => {
    alerted = dialog.message();
    void dialog.accept();
  });
  await page.getByLabel('Upload files').setInputFiles({
    name: 'too-big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.alloc(15_728_640)]),
  });
  await expect.poll(() => alerted).toBe('The file size exceeds the maximum of 15mb');
  await page.getByLabel('Upload files').setInputFiles({
    name: 'purchase-order.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('link', { name: 'purchase-order.pdf' })).toBeVisible();
  // A file of a few bytes is not shown as empty (0.00 kb).
  await page.getByLabel('Upload files').setInputFiles({
    name: 'serials.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('a,b\n'),
  });
  const files = page.getByRole('tabpanel', { name: 'Files' });
  if (isMobile) {
    // Phones get a card per document, its facts labelled as the table's columns.
    const card = files.getByRole('listitem').filter({ hasText: 'serials.csv' });
    await expect(card.getByRole('term')).toHaveText([
      'Id',
      'Extension',
      'Sections',
      'Created',
      'Size (kb)',
    ]);
    await expect(card).toContainText('Size (kb) < 0.01');
  } else {
    const table = files.getByRole('table');
    await expect(table.getByRole('row', { name: /serials\.csv/ })).toContainText('< 0.01');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Id',
      'Name',
      'Extension',
      'Sections',
      'Created',
      'Size (kb)',
    ]);
  }
  // The parts site uploads (level 2) but cannot clip: nothing to select.
  await expect(files.getByRole('checkbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await letTheErpShip(order.PublicKey);
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByRole('tab', { name: /^Items/ })).toBeVisible();
        return page.getByRole('tab', { name: /^Deliveries/ }).count();
      },
      { timeout: 45_000, intervals: [2_000], message: 'the Deliveries tab appears' },
    )
    .toBe(1);
  // A delivery with tracking updates opens its tab on load.
  await expect(page.getByRole('tab', { name: /^Deliveries/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Shipped', { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: /^Track delivery/ })
    .first()
    .click();
  const tracking = page.getByRole('dialog', { name: /^Tracking/ });
  const steps = tracking.getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText('Delivered');
  await expect(steps.first()).toHaveClass(/active/);
  await expect(steps.last()).toContainText('Label Created');
  await expectNoSeriousA11yViolations(page);
  await tracking.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('button', { name: 'Close summary' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown order shows the not-found card', async ({ page }) => {
  await page.goto('/order_summary/NoSuchOrderKey000000000');
  await expect(page.getByRole('heading', { name: 'Error - Order not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the cache screen denies a visitor and a wrong administrator token', async ({ page }) => {
  await page.goto('/admin/cache');
  await expect(page).toHaveTitle(/^Admin - Cache \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin - Cache' })).toBeVisible();
  await expect(page.getByText('Version 18.20250909.031611')).toBeVisible();
  // Nobody is signed in on the parts site: denied at once, with the operators' token field.
  await expect(page.getByRole('alert')).toHaveText('Access Denied');
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByLabel('Administrator token').fill('not-the-administrator-token');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Access Denied');
  await expect(page.getByLabel('Administrator token')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
