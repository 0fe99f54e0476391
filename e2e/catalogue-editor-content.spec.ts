import type { ContentEntry, ContentKind, ContentValues, ProductContent } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp } from './support/catalogue.ts';
import {
  EDITOR,
  lastProductPath,
  signInEditorApi,
  signInToEditor,
  siteUrl,
} from './support/editor.ts';
import { expect, test } from './support/test.ts';

test('an editor changes a rich-text item and the order of two tabs; the preview and the change log show both', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const path = await lastProductPath(request, baseURL);
  const product = path[3];
  const stamp = Date.now().toString(36);

  // A section of its own with two tabs, each with a rich-text item, made through the API.
  const headers = await signInEditorApi(request, baseURL);
  const create = async (kind: ContentKind, ParentId: number, Values: ContentValues) => {
    const answer = await request.post(`/api/editor/content/${kind}`, {
      headers,
      data: { ParentId, Values },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()) as ContentEntry;
  };
  const sectionName = `Guide ${stamp}`;
  const section = await create('section', product.Id, {
    Name: `guide-${stamp}`,
    DisplayName: sectionName,
  });
  const installing = await create('tab', section.Id, {
    Name: `installing-${stamp}`,
    DisplayName: 'Installing',
  });
  const servicing = await create('tab', section.Id, {
    Name: `servicing-${stamp}`,
    DisplayName: 'Servicing',
  });
  await create('item', installing.Id, {
    SectionItemType: 'RichText',
    RichText: '<p>Old steps</p>',
  });
  await create('item', servicing.Id, { SectionItemType: 'RichText', RichText: '<p>Oil it</p>' });

  await signInToEditor(page, baseURL, EDITOR);
  await page.goto(siteUrl(baseURL, 'editor', `/?entity=Product&id=${product.Id}`));
  await page.getByRole('tab', { name: 'topology' }).click();
  await page.getByRole('button', { name: sectionName, expanded: false }).click();
  const tabs = page.getByRole('region', { name: `Tabs of ${sectionName}` });
  await tabs.getByRole('button', { name: 'Installing', expanded: false }).click();

  // The item's text, edited in the rich-text field and saved on its own.
  const newText = `Mount the bracket first ${stamp}`;
  const items = page.getByRole('region', { name: 'Items of Installing' });
  await items.getByRole('button', { name: 'Edit item RichText: Old steps' }).click();
  const richText = items.getByRole('textbox', { name: 'Rich text' });
  await richText.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(newText);
  await expect(items.getByText('Unsaved changes')).toBeVisible();
  await items.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Item saved.')).toBeVisible();
  await expect(items.getByText(`RichText: ${newText}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Servicing moves above Installing, from the keyboard; the focus stays on its buttons.
  await tabs.getByRole('button', { name: 'Move tab Servicing up' }).focus();
  await page.keyboard.press('Enter');
  const down = tabs.getByRole('button', { name: 'Move tab Servicing down' });
  await expect(down).toBeFocused();
  await expect(tabs.getByRole('button', { name: 'Move tab Servicing up' })).toBeDisabled();
  await expect(tabs.getByRole('button', { name: 'Move tab Installing down' })).toBeDisabled();

  // The parts site in preview: the new text, and the tabs in their new order.
  const productPath = path.map((n) => n.Name).join('/');
  await page.goto(
    siteUrl(baseURL, 'parts', `/${productPath}/guide-${stamp}/installing-${stamp}?isPreview=true`),
  );
  const tabList = page.getByRole('tablist', { name: `${sectionName} tabs`, exact: true });
  await expect(tabList.getByRole('tab')).toHaveText(['Servicing', 'Installing']);
  await expect(page.getByText(newText)).toBeVisible();

  // The product's change log lists the item's RichText change.
  await page.goto(siteUrl(baseURL, 'editor', `/?entity=Product&id=${product.Id}`));
  await page.getByRole('link', { name: 'Change log', exact: true }).click();
  await expect(page).toHaveURL(/\/log-viewer\?productId=\d+$/);
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(newText)) });
  await expect(row).toContainText('SectionItem');
  await expect(row).toContainText('RichText');
  await expect(row).toContainText('Old steps');

  // The section goes again, items first, so later journeys meet the product as seeded.
  const read = await request.get(`/api/editor/product/${product.Id}/content`, { headers });
  const content = (await read.json()) as ProductContent;
  const ours = content.Sections.find((s) => s.Id === section.Id)!;
  const rows = [...ours.Tabs.flatMap((tab) => [...tab.Items, tab]), ours];
  for (const row of rows) {
    const gone = await request.delete(`/api/editor/content/${row.Kind}/${row.Id}`, {
      headers,
      params: { version: row.Version },
    });
    expect(gone.ok()).toBe(true);
  }
});
