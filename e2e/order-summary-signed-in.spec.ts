import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, logIn, portalUrl } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { buyableModel, orderFact as fact, PDF, placeOrder } from './support/guest-order.ts';

const COMMENT = 'Please call before delivery';

test('a customer admin opens a guest order by its number; a visitor gets not found', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const order = await placeOrder(request, await buyableModel(request), [COMMENT]);
  const sales = (path: string) => portalUrl(baseURL, 'sales', path);

  // Signed out, an order number opens nothing, exactly like a number no order has.
  await page.goto(`/order_summary/${order.OrderId}`);
  await expect(page.getByRole('heading', { name: 'Error - Order not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The demo customer admin on the sales portal, which manages documents at level 3.
  await page.goto(sales('/authentication/login'));
  await logIn(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(sales('/'));
  await page.goto(sales(`/order_summary/${order.OrderId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  await expect(fact(page, 'Order #')).toHaveText(String(order.OrderId));
  await expect(fact(page, 'PO Number')).toHaveText('ReplacementParts');
  await expect(fact(page, 'Creator')).toHaveText('Guest checkout');
  await expect(fact(page, 'Sales Representative')).toHaveText('None');
  await expect(fact(page, 'Authorization No')).toHaveText(/\S+/);
  await expect(fact(page, 'Authorization No')).not.toHaveText('None');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Comments' })).toContainText(COMMENT);
  await expectNoSeriousA11yViolations(page);

  // Files: upload two PDFs, clip them into one, unclip it, delete one with confirmation.
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByText('No files are attached to this order yet.')).toBeVisible();
  await page.getByLabel('Upload files').setInputFiles([
    { name: 'delivery-note.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'packing-list.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  const select = (name: string) => page.getByRole('checkbox', { name: `Select ${name}` });
  await expect(select('delivery-note.pdf')).toBeVisible();
  await expect(select('packing-list.pdf')).toBeVisible();
  // The admin manages documents (level 3): each document can be selected, on a phone too.
  if (!isMobile) await expect(page.getByRole('columnheader', { name: 'Selected' })).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Document actions' });
  await expect(toolbar.getByRole('button', { name: 'Clip', exact: true })).toBeDisabled();
  await select('delivery-note.pdf').check();
  await select('packing-list.pdf').check();
  await toolbar.getByRole('button', { name: 'Clip', exact: true }).click();
  // SectionCount: the clipped document holds both originals (a table row, or a card on phones).
  const clippedName = /delivery-note \(clipped\)\.pdf/;
  if (isMobile) {
    const clipped = page.getByRole('listitem').filter({ hasText: clippedName });
    await expect(clipped).toContainText('Sections 2');
  } else {
    const clipped = page.getByRole('row', { name: clippedName });
    await expect(clipped.getByRole('cell').nth(3)).toHaveText('2');
  }
  await expect(select('packing-list.pdf')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await select('delivery-note (clipped).pdf').check();
  await toolbar.getByRole('button', { name: 'Unclip' }).click();
  await expect(select('packing-list.pdf')).toBeVisible();
  await expect(select('delivery-note.pdf')).toBeVisible();
  await expect(select('delivery-note (clipped).pdf')).toHaveCount(0);

  await select('packing-list.pdf').check();
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete documents' });
  await expect(confirm).toContainText('Do you really want to delete?');
  // Scan once the fade-in is over: half-faded buttons do not show their real contrast.
  await expect(confirm).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(select('packing-list.pdf')).toHaveCount(0);
  await expect(select('delivery-note.pdf')).toBeVisible();

  // The cache screen opens to the signed-in admin without asking for a token.
  await page.goto(sales('/admin/cache'));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin - Cache' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Administrator token')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
