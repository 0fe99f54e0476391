import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { buyableModel, PDF, placeOrder } from './support/guest-order.ts';
import { expect, test } from './support/test.ts';

const csvFiles = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    name: `parts-${from + i}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`pcn,qty\n120-${1000 + from + i},1\n`),
  }));

test("the Files tab says why an upload is refused: a page posing as a CSV, a PDF's script, the order's quota", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const order = await placeOrder(request, await buyableModel(request));
  await page.goto(`/order_summary/${order.PublicKey}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  const files = page.getByLabel('Upload files');
  // Each refusal is a toast of its own; an earlier one may still be fading out.
  const refusal = (text: string) => page.getByRole('alert').filter({ hasText: text });

  await files.setInputFiles({
    name: 'price-list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  });
  await expect(
    refusal('The content of price-list.csv is a web page or script, not a CSV file.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const scripted = PDF.toString('latin1').replace(
    '/Type/Catalog',
    '/Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>',
  );
  await files.setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(scripted, 'latin1'),
  });
  const script = refusal('invoice.pdf contains JavaScript or actions that run when it is opened');
  await expect(script).toBeVisible();
  await script.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No files are attached to this order yet.')).toBeVisible();

  await files.setInputFiles(csvFiles(1, 10));
  await expect(page.getByRole('link', { name: 'parts-10.csv' })).toBeVisible();
  await files.setInputFiles(csvFiles(11, 10));
  await expect(page.getByRole('link', { name: 'parts-20.csv' })).toBeVisible();
  await files.setInputFiles(csvFiles(21, 1));
  await expect(
    refusal(
      'An order can hold at most 20 files and this one has 20: delete some before uploading more.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'parts-21.csv' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
