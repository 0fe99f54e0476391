import { expect, test } from './support/test.ts';
import { NO_PRICE, NOT_SOLD_ONLINE, PARTS_EMAIL, PARTS_PHONE } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp } from './support/catalogue.ts';
import { masterTable } from './support/selling.ts';

test("a part that cannot be bought says why, in its row and its details, with the parts department's phone and e-mail", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { table, path } = await masterTable(request);
  const notOnline = table.Models.find((m) => !m.Ecommerce)!;
  const noPrice = table.Models.find((m) => m.Ecommerce && m.TotalList === null)!;
  expect(notOnline, 'the demo table has a part not sold online').toBeDefined();
  expect(noPrice, 'the demo table has a part without a price').toBeDefined();
  await page.goto(path);
  const grid = page.getByRole('table', { name: new RegExp(escapeRegExp(table.DisplayName!)) });
  const keyword = page.getByRole('searchbox', { name: `Search ${table.DisplayName}` });

  for (const [model, reason, sentence] of [
    [notOnline, NOT_SOLD_ONLINE, 'This part is not sold online.'],
    [noPrice, NO_PRICE, 'This part has no online price.'],
  ] as const) {
    const pcn = model.PcnCatalogNumber;
    await keyword.fill(pcn);
    const row = grid.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: pcn, exact: true }),
    });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: `Add to Cart ${pcn}` })).toHaveCount(0);

    // The row says why in words, where Add to Cart would be, and offers phone and e-mail.
    const why = row.getByRole('button', {
      name: `${reason}: contact the parts department about ${pcn}`,
    });
    await expect(why).toHaveText(reason);
    await why.click();
    await expect(page.getByText(sentence).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${PARTS_PHONE}` })).toHaveAttribute(
      'href',
      `tel:${PARTS_PHONE}`,
    );
    await expect(page.getByRole('link', { name: `E-mail ${PARTS_EMAIL}` })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${escapeRegExp(PARTS_EMAIL)}\\?subject=Part%20${escapeRegExp(pcn)}$`),
    );
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: `Call ${PARTS_PHONE}` })).toBeHidden();

    // Its details say the same, with the links, and offer no quantity or Add to Cart.
    await row.getByRole('button', { name: `Details of ${pcn}` }).click();
    const panel = page.getByRole('dialog', { name: 'Model Details' });
    const note = panel.getByRole('note', { name: reason });
    await expect(note).toContainText(sentence);
    await expect(note.getByRole('link', { name: PARTS_PHONE })).toHaveAttribute(
      'href',
      `tel:${PARTS_PHONE}`,
    );
    await expect(note.getByRole('link', { name: PARTS_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${PARTS_EMAIL}`,
    );
    await expect(panel.getByRole('button', { name: 'Add to Cart', exact: true })).toHaveCount(0);
    await expect(panel.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel).toBeHidden();
  }
});
