import type { APIRequestContext, Page } from '@playwright/test';
import type { TableModel } from '@portal/domain';
import { expect } from './test.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { findTabWith, loadProduct, tabPath } from './catalogue.ts';
import { buyable } from './selling.ts';

/** Two models of the demo parts table that are sold online, and the tab that lists them. */
export async function twoModels(request: APIRequestContext) {
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
export async function scan(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('.modal.fade:not(.show), .modal-backdrop.fade:not(.show)'),
  );
  await expectNoSeriousA11yViolations(page);
}

export const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

export async function addToCart(page: Page, model: TableModel) {
  await page.getByRole('button', { name: `Add to Cart ${model.PcnCatalogNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: /^Add to Cart/ });
  await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(dialog).toBeHidden();
}

/** The ship-to form; the ZIP belongs to Beverly Hills, so the verifier corrects the city. */
export async function fillShipTo(page: Page, address: { street: string; city: string }) {
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
export const CARDS = {
  approves: '4111 1111 1111 1111',
  declines: '4000 0000 0000 0002',
  fails: '4000 0000 0000 0119',
};
export const CVV = '737';

export async function payWith(page: Page, cardNumber: string) {
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

/** One model in the cart and the standard address filled in: Pay goes straight to payment. */
export async function readyToPay(page: Page, request: APIRequestContext) {
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
