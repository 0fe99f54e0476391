import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  logIn,
  openPortalMenu,
  portalUrl,
  type PortalSite,
} from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { orderableModels } from './support/catalogue.ts';
import { createInquiryByCall } from './support/inquiries.ts';
import { onePagePdf, placeOrder } from './support/placing-orders.ts';
import { expect, test } from './support/test.ts';

const ESTIMATE = /All pricing given during an inquiry is an estimate/;

async function signIn(page: Page, baseURL: string | undefined, site: PortalSite, user: string) {
  await page.goto(portalUrl(baseURL, site, '/authentication/login'));
  await logIn(page, user, DEMO_PASSWORD);
  await expect(page).toHaveURL(portalUrl(baseURL, site, '/'));
}

test('a customer asks for a price with a drawing; customer service converts it and the inquiry shows its order', async ({
  page,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  const [first, second] = (await orderableModels(request)).map((m) => m.PcnCatalogNumber);
  const drawing = await onePagePdf(testInfo.outputPath('job-drawing.pdf'));

  // The customer's buyer: Inquiries, Create Inquiry, three tabs.
  await signIn(page, baseURL, 'customers', 'customer@example.com');
  await page.goto(portalUrl(baseURL, 'customers', '/inquiry'));
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  await expect(page.getByText(ESTIMATE)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (isMobile) await openPortalMenu(page).catch(() => undefined);
  await page.getByRole('main').getByRole('link', { name: 'Create Inquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Inquiry' })).toBeVisible();
  await expect(page.getByText(ESTIMATE)).toBeVisible();

  // Errors show once Next was tried, each under its field.
  await expect(page.getByText('Customer is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Customer is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Customer', { exact: true }).fill('Acm');
  await page
    .getByLabel('Customers found')
    .getByRole('button', { name: /Acme Heating & Air - 0000100100/ })
    .click();
  // The parts go to a job site: a one-time address, its name asked for first.
  await page.getByLabel('My Billing and shipping address are the same').uncheck();
  await page
    .getByLabel('Ship To', { exact: true })
    .selectOption({ label: 'Another address (this inquiry only)' });
  await page.getByRole('button', { name: 'Next' }).click();
  const shipTo = page.getByRole('group', { name: 'Ship To address' });
  await expect(shipTo.getByText('Address name is required')).toBeVisible();
  await shipTo.getByLabel('Name').fill('Job site 7');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(shipTo.getByText('Ship To Zip is required')).toBeVisible();
  await shipTo.getByLabel('Address Line 1').fill('12 Lake Rd');
  await shipTo.getByLabel('City').fill('Austin');
  await shipTo.getByLabel('State').selectOption('TX');
  await shipTo.getByLabel('Zip').fill('73301');
  await shipTo.getByLabel('Phone').fill('5125550100');
  await page.getByLabel('Contact Name').fill('');
  await page.getByLabel('Contact Email').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Contact name is required')).toBeVisible();
  await expect(page.getByText('Phone is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Contact Name').fill('Dana Buyer');
  await page.getByLabel('Contact Phone').fill('2145550100');
  await page.getByLabel('Contact Email').fill('dana@example.com');
  await page.getByRole('button', { name: 'Next' }).click();

  // Items: none is refused; a pasted list is priced as suggestions.
  await expect(page.getByLabel('Add parts')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Order must include one or more items').first()).toBeVisible();
  await page.getByLabel('Add parts').fill(`${first},2\n${second},1\n`);
  await page.getByRole('button', { name: 'Add to Inquiry' }).click();
  await expect(page.getByLabel(`Quantity of ${first}`)).toHaveValue('2');
  await expect(page.getByRole('columnheader', { name: 'Suggested Price' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Comments and a drawing, then the confirmation.
  await page.getByLabel('Comment Line 1').fill('Spring season, two sites');
  await page.getByLabel('Documents').setInputFiles(drawing);
  await page.getByRole('button', { name: 'Create Inquiry' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create Inquiry' });
  await expect(confirm).toContainText('Please confirm you wish to place this inquiry');
  await confirm.getByRole('button', { name: 'Yes' }).click();

  await expect(page).toHaveURL(/\/inquiry\/inquiry_summary\/\d+$/, { timeout: 30_000 });
  const inquiryId = Number(new URL(page.url()).pathname.split('/').pop());
  const heading = page.getByRole('heading', { level: 1, name: `Inquiry ${inquiryId}` });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
  await expect(page.getByText('Estimated Total')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Items (2)' })).toBeVisible();
  await expect(page.getByText('Job site 7')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A customer may not cancel or convert.
  await expect(page.getByRole('button', { name: 'Cancel Inquiry' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Convert to Order' })).toHaveCount(0);

  // The drawing is among its files, opened in a new tab.
  await page.getByRole('tab', { name: /^Files/ }).click();
  const file = page.getByRole('link', { name: /job-drawing/ }).first();
  await expect(file).toHaveAttribute('href', /\/api\/inquiry\/document\/\d+\/job-drawing\.pdf$/);
  await expect(file).toHaveAttribute('target', '_blank');

  // The list finds it by its number, keeps that search, and lets it go again.
  await page.goto(portalUrl(baseURL, 'customers', '/inquiry'));
  // The unfiltered list shows the new inquiry too: the search is kept once its own answer is in.
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/inquiry?') && r.url().includes(`keyTerm=${inquiryId}`),
  );
  await page
    .getByRole('searchbox', { name: 'Sales Inquiry Id / Customer' })
    .fill(String(inquiryId));
  await expect(page).toHaveURL(new RegExp(`keyTerm=${inquiryId}`));
  expect((await searched).ok()).toBe(true);
  // A number also finds customers whose number starts with it: this one is among them.
  await expect(page.getByRole('link', { name: `Inquiry ${inquiryId}`, exact: true })).toBeVisible();
  await page.goto(portalUrl(baseURL, 'customers', '/inquiry'));
  await expect(page).toHaveURL(new RegExp(`keyTerm=${inquiryId}`));
  await page
    .getByRole('group', { name: 'Filtered By' })
    .getByRole('button', { name: 'Reset Filter' })
    .click();
  await expect(page).not.toHaveURL(/keyTerm/);
  await expect(page.getByRole('link', { name: `Inquiry ${inquiryId}`, exact: true })).toBeVisible();

  // Customer service: the dashboard's card, the summary, Convert to Order.
  await signIn(page, baseURL, 'sales', 'admin@example.com');
  await page.goto(portalUrl(baseURL, 'sales', '/'));
  const card = page.getByRole('region', { name: 'Inquiries' });
  await card.getByRole('link', { name: `Inquiry ${inquiryId}`, exact: true }).click();
  await expect(heading).toBeVisible();
  await page.getByRole('link', { name: 'Convert to Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/new/fromInquiry-${inquiryId}$`));
  await expect(page.getByText(`Converting inquiry ${inquiryId}`)).toBeVisible();
  await expect(page.getByText('Acme Heating & Air - 0000100100', { exact: true })).toBeVisible();
  const po = `INQ${Date.now().toString(36).toUpperCase()}${isMobile ? 'P' : 'D'}`;
  await page.getByLabel('PO Number').fill(po);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel(`Quantity of ${first}`)).toHaveValue('2');
  await expect(page.getByLabel(`Quantity of ${second}`)).toHaveValue('1');
  await page.getByRole('button', { name: 'Next' }).click();

  // The inquiry's drawing serves as the PO document.
  await page.getByRole('group', { name: 'Inquiry files' }).getByLabel('job-drawing.pdf').check();
  const salesOrder = await placeOrder(page);
  await expect(page.getByText(po)).toBeVisible();
  await expect(page.getByText('Job site 7')).toBeVisible();

  // The inquiry is converted and names its sales order.
  await page.goto(portalUrl(baseURL, 'sales', `/inquiry/inquiry_summary/${inquiryId}`));
  await expect(page.getByText('Converted').first()).toBeVisible();
  await expect(page.getByRole('link', { name: salesOrder })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Convert to Order' })).toHaveCount(0);
});

test("customer service manages an inquiry's files and cancels it only with a reason", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const [part] = (await orderableModels(request)).map((m) => m.PcnCatalogNumber);
  await signIn(page, baseURL, 'customers', 'customer@example.com');
  const inquiryId = await createInquiryByCall(page, '0000100100', part!);

  await signIn(page, baseURL, 'sales', 'admin@example.com');
  await page.goto(portalUrl(baseURL, 'sales', `/inquiry/inquiry_summary/${inquiryId}`));

  // Customer service adds a file to the pending inquiry and deletes it again.
  await page.getByRole('tab', { name: /^Files/ }).click();
  await expect(page.getByText('No files are attached to this inquiry yet.')).toBeVisible();
  await page
    .getByLabel('Upload files')
    .setInputFiles(await onePagePdf(testInfo.outputPath('site-photo.pdf')));
  const select = page.getByRole('checkbox', { name: 'Select site-photo.pdf' });
  await expect(select).toBeVisible();
  await select.check();
  await page
    .getByRole('toolbar', { name: 'Document actions' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete documents' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(select).toHaveCount(0);
  await expect(page.getByText('No files are attached to this inquiry yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Inquiry' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel Inquiry' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Cancel reason cannot be empty!');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Reason').fill('Customer bought locally');
  await dialog.getByRole('button', { name: 'Cancel Inquiry' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await expect(page.getByText('Customer bought locally')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Inquiry' })).toHaveCount(0);

  // It leaves the Pending tab for the Cancelled one.
  await page.goto(portalUrl(baseURL, 'sales', '/inquiry'));
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page.getByRole('link', { name: `Inquiry ${inquiryId}`, exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByRole('link', { name: `Inquiry ${inquiryId}`, exact: true })).toHaveCount(
    0,
  );
});

test('a missing inquiry says so', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'sales', 'admin@example.com');
  await page.goto(portalUrl(baseURL, 'sales', '/inquiry/inquiry_summary/999999999'));
  await expect(page.getByText('Error - Inquiry not found')).toBeVisible();
});

test('a credit hold stops a new inquiry with one warning at a time', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'sales', 'admin@example.com');
  await page.goto(portalUrl(baseURL, 'sales', '/inquiry/new'));
  await page.getByLabel('Customer', { exact: true }).fill('Summit');
  await page
    .getByLabel('Customers found')
    .getByRole('button', { name: /Summit HVAC Supply - 0000100300/ })
    .click();
  const warning = page.getByText(
    'Your account has a credit hold which is blocking you from creating an inquiry. Please contact the finance office for assistance.',
  );
  await expect(warning.first()).toBeVisible();
  // Next again within 5 seconds: the same warning, not a second one, and no move.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(warning).toHaveCount(1);
  await expect(page.getByLabel('Contact Name')).toBeVisible();
});
