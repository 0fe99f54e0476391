import { EDITOR, signInToEditor } from './support/editor.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

test('a catalogue editor opens an editor definition: its sections, fields and permission grids', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInToEditor(page, baseURL, EDITOR);
  const tree = page.getByRole('tree', { name: 'Catalogue items' });
  const group = tree.getByRole('treeitem', { name: /^Editors/ });
  await group.click();
  await group.press('ArrowRight');
  await tree.getByRole('treeitem', { name: /^Division\b.*Editor/ }).click();
  await expect(page.getByRole('textbox', { name: /^Display Name/ }).first()).toBeVisible();

  // The entity's names, in a sub-editor drawn from the Entity definition.
  await expect(page.locator('#field-Entity-EntityName')).toHaveValue('Division');
  // The sections, one opened: its fields are a list again, each field's rules a list too.
  const sections = page.getByRole('group', { name: 'Sections' });
  await sections.getByRole('button', { name: /^Section 1/ }).click();
  await sections.getByRole('button', { name: /^Field 1/ }).click();
  await expect(sections.getByRole('combobox', { name: /^Field Type/ }).first()).toBeVisible();

  // The level's grid: a role's tick marks the field changed.
  const grid = page.getByRole('region', { name: 'Level Permissions' });
  const tick = grid.getByRole('checkbox', { name: 'Product Editor: Execute' });
  await tick.check();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await tick.uncheck();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // On a phone the grid scrolls sideways inside its own box, not the page.
  await page.setViewportSize({ width: 375, height: 740 });
  const widths = await grid.evaluate((box) => [box.scrollWidth, box.clientWidth]);
  expect(widths[0]).toBeGreaterThan(widths[1]!);
  const page375 = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(page375).toBeLessThanOrEqual(375);
});
