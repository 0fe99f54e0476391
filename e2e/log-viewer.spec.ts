import type { Page } from '@playwright/test';
import { portalUrl } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { EDITOR, signInToEditor, siteUrl } from './support/editor.ts';
import { expect, test } from './support/test.ts';

/** API answers of 400 and above while the journey runs: a category looked up would be one. */
function failedApiCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  return failed;
}

test('the log-viewer route is a page of its own, not a category', async ({ page }) => {
  const failed = failedApiCalls(page);
  await page.goto('/log-viewer?categoryId=3&keyword=314-1087');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Log Viewer' })).toBeVisible();
  await expect(page).toHaveTitle(/^Change Log Viewer \| /);
  await expect(page.getByText('opens from the catalogue editor')).toBeVisible();
  // What the link asked for, by the spec's query names.
  await expect(page.getByRole('definition')).toHaveText(['3', '314-1087']);
  await expect(page.getByRole('term')).toHaveText(['Category', 'Catalogue number']);
  await expectNoSeriousA11yViolations(page);
  expect(failed).toEqual([]);

  await page.getByRole('link', { name: 'Back to the catalogue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/^Product Search \| /);
});

test('a portal shows the same page, with the way back to its own catalogue', async ({
  page,
  baseURL,
}) => {
  const failed = failedApiCalls(page);
  await page.goto(portalUrl(baseURL, 'sales', '/log-viewer?productId=12'));
  await expect(page.getByRole('heading', { level: 1, name: 'Change Log Viewer' })).toBeVisible();
  await expect(page.getByRole('term')).toHaveText(['Product']);
  await expect(page.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute(
    'href',
    '/catalog',
  );
  await expectNoSeriousA11yViolations(page);
  // Signed out, only the session check answers 401; nothing is looked up and missed.
  expect(failed.filter((f) => !f.startsWith('401 '))).toEqual([]);
});

test('on the editor site the log lists the changes, with its filters and an empty state', async ({
  page,
  baseURL,
}) => {
  await signInToEditor(page, baseURL, EDITOR);
  await page.goto(siteUrl(baseURL, 'editor', '/log-viewer?productId=1&user=nobody-at-all'));
  await expect(page.getByRole('heading', { level: 1, name: 'Change Log Viewer' })).toBeVisible();
  await expect(page.getByText('Changes of product 1, newest first.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Changes' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'When',
    'Who',
    'Item',
    'Field',
    'From',
    'To',
  ]);
  await expect(table.getByRole('cell', { name: 'No changes recorded.' })).toBeVisible();
  await expect(page.getByLabel('User')).toHaveValue('nobody-at-all');
  await expectNoSeriousA11yViolations(page);

  // The filters go into the address, beside what the link asked for.
  await page.getByLabel('User').fill('');
  await page.getByLabel('Action').selectOption('Updated');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/log-viewer\?productId=1&action=Updated$/);
  await expect(page.getByRole('table', { name: 'Changes' })).toBeVisible();
});
