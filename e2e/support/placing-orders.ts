import { writeFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

/** A one-page PDF at `path`, as a buyer's PO or drawing would be. */
export async function onePagePdf(path: string): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 200]);
  await writeFile(path, await pdf.save());
  return path;
}

/**
 * Place Order on the wizard's last tab, Yes to its question, then the wait for the ERP's
 * number: answers the sales order number the summary opened with.
 */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page
    .getByRole('dialog', { name: 'Place Order' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page).toHaveURL(/\/order_summary\/\d{10}$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}
