import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp } from './support/catalogue.ts';
import { EDITOR, signInToEditor } from './support/editor.ts';
import { expect, test } from './support/test.ts';

const treeItem = (page: Page, name: string) =>
  page
    .getByRole('tree', { name: 'Catalogue items' })
    .getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(name)}`) });

/** A 2×2 PNG, enough for the library to read its size. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('on a phone, the picker renames, moves and deletes a folder and deletes an unused image', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const stamp = Date.now().toString(36);
  await signInToEditor(page, baseURL, EDITOR);
  await treeItem(page, 'Sites').click();
  await treeItem(page, 'Change Requests').click();
  await page.getByRole('tab', { name: 'site-logo' }).click();
  await page.getByRole('button', { name: 'Choose image…' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  const folders = picker.getByRole('navigation', { name: 'Folders' });

  await picker.getByRole('button', { name: 'New folder' }).click();
  await picker.getByLabel('New folder at the top').fill(`outer-${stamp}`);
  await picker.getByRole('button', { name: 'Create' }).click();
  await expect(folders.getByRole('button', { name: new RegExp(`outer-${stamp}`) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await folders.getByRole('button', { name: /^All files/ }).click();
  await picker.getByRole('button', { name: 'New folder' }).click();
  await picker.getByLabel('New folder at the top').fill(`inner-${stamp}`);
  await picker.getByRole('button', { name: 'Create' }).click();
  await expect(folders.getByRole('button', { name: new RegExp(`inner-${stamp}`) })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await picker.getByRole('button', { name: 'Rename…' }).click();
  await picker.getByLabel(`Rename “inner-${stamp}”`).fill(`renamed-${stamp}`);
  await picker.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(folders.getByRole('button', { name: new RegExp(`renamed-${stamp}`) })).toBeVisible();

  await picker.getByRole('button', { name: 'Move…' }).click();
  await picker.getByLabel(`Move “renamed-${stamp}” to`).selectOption({ label: `outer-${stamp}` });
  await picker.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(folders.getByRole('button', { name: new RegExp(`renamed-${stamp}`) })).toHaveClass(
    /media-library-depth-1/,
  );
  await expectNoSeriousA11yViolations(page);

  await picker.getByRole('button', { name: 'Delete folder' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete folder' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(folders.getByRole('button', { name: new RegExp(`renamed-${stamp}`) })).toHaveCount(
    0,
  );

  const name = `unused-${stamp}.png`;
  await picker
    .getByLabel('Upload an image')
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(picker.getByText(`Chosen: ${name}`)).toBeVisible();
  await picker.getByRole('button', { name: 'Delete image' }).click();
  await page
    .getByRole('dialog', { name: 'Delete image' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(picker.getByRole('button', { name: new RegExp(escapeRegExp(name)) })).toHaveCount(0);
  await folders.getByRole('button', { name: new RegExp(`outer-${stamp}`) }).click();
  await picker.getByRole('button', { name: 'Delete folder' }).click();
  await page
    .getByRole('dialog', { name: 'Delete folder' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(folders.getByRole('button', { name: new RegExp(`outer-${stamp}`) })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
