import type { APIRequestContext } from '@playwright/test';
import { paddedCatalogNumber, type EditorTreeNode, type ModelEditorItem } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { findTabWith, loadProduct, tabPath } from './support/catalogue.ts';
import {
  EDITOR,
  lastProductPath,
  signInEditorApi,
  signInToEditor,
  siteUrl,
} from './support/editor.ts';
import { expect, test } from './support/test.ts';

/**
 * The product before the last in the last series: the catalogue editor journey renames the last
 * one, and no journey counts this one's models.
 */
async function quietTable(
  request: APIRequestContext,
  baseURL: string | undefined,
  fromEnd: number,
) {
  const [, , series] = await lastProductPath(request, baseURL);
  const headers = await signInEditorApi(request, baseURL);
  const answer = await request.get(
    `/api/editor/tree?entityName=ManufacturingSeries&id=${series.Id}`,
    {
      headers,
    },
  );
  const { List } = (await answer.json()) as { List: EditorTreeNode[] };
  const product = List[List.length - 2] ?? List[0]!;
  const demo = await loadProduct(request, product.Name);
  const at = findTabWith(demo.sections, (item) => (item.Table?.Models.length ?? 0) > 0);
  if (!at?.item.Table) throw new Error(`No section table with models in ${product.Name}`);
  const { Models } = at.item.Table;
  const model = Models[Math.max(0, Models.length - 1 - fromEnd)]!;
  return { headers, path: tabPath(demo, at), catalogNumber: model.PcnCatalogNumber };
}

test('an editor edits a model in its modal, saves it and copies it to a new number', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The desktop and phone journeys run at once: each edits and copies a model of its own.
  const phone = test.info().project.name === 'phone' ? 1 : 0;
  const { headers, path, catalogNumber } = await quietTable(request, baseURL, phone);
  const modelUrl = `/api/editor/model/${encodeURIComponent(catalogNumber)}`;
  const before = (await (await request.get(modelUrl, { headers })).json()) as ModelEditorItem;
  const description = `Journey description ${Date.now().toString(36)}`;
  // No demo number has the form 00NNNNNN; the copy's padded number is this journey's own.
  const copyNumber = `${String(Date.now()).slice(-5)}${phone}`;
  let copied: string | null = null;

  try {
    await signInToEditor(page, baseURL, EDITOR);
    await page.goto(siteUrl(baseURL, 'editor', `/catalog${path}`));
    await page
      .getByRole('searchbox', { name: /^Search / })
      .first()
      .fill(catalogNumber);
    await page
      .getByRole('button', { name: `Details of ${catalogNumber}` })
      .first()
      .click();

    const modal = page.getByRole('dialog', { name: `Details for model: ${catalogNumber}` });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    const field = modal.getByRole('textbox', { name: /^Description/ });
    await expect(field).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await modal.getByRole('button', { name: 'Edit All Fields' }).click();
    await expect(field).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await field.fill(description);
    await expect(
      modal.getByText('This model has been modified. Changes are not yet saved.'),
    ).toBeVisible();
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Save Successful!')).toBeVisible();
    await expect(modal.getByText('This model has been modified.', { exact: false })).toBeHidden();

    await modal.getByRole('button', { name: 'Copy Model' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy Model' });
    await expect(copy.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
    await copy.getByRole('textbox', { name: 'Catalog Number' }).fill(copyNumber);
    await copy.getByRole('button', { name: 'Copy', exact: true }).click();
    copied = paddedCatalogNumber(copyNumber);
    await expect(page.getByRole('dialog', { name: `Details for model: ${copied}` })).toBeVisible();
    await expect(
      page
        .getByRole('dialog', { name: `Details for model: ${copied}` })
        .getByRole('textbox', { name: /^Description/ }),
    ).toHaveValue(description);

    // The copy is this journey's own: it is marked replaced by the model it was copied from.
    const copyModal = page.getByRole('dialog', { name: `Details for model: ${copied}` });
    const replacement = copyModal.getByRole('region', { name: 'Replacement' });
    await expect(replacement.getByText('Not replaced')).toBeVisible();
    await replacement.getByLabel('Replaced by (catalog number)').fill(catalogNumber);
    await replacement.getByRole('button', { name: 'Save replacement' }).click();
    await expect(replacement.getByText(`Replaced by ${catalogNumber}`)).toBeVisible();
  } finally {
    // The model's description goes back; the copy leaves the table it was copied into.
    const now = (await (
      await request.get(modelUrl, { headers, timeout: 10_000 })
    ).json()) as ModelEditorItem;
    await request.put(modelUrl, {
      headers,
      data: { Version: now.Version, Values: { Descriptions: before.Values.Descriptions ?? null } },
    });
    if (copied) {
      await request.delete(`/api/editor/supersession/${copied}`, { headers });
      const copyUrl = `/api/editor/model/${copied}`;
      const copy = (await (await request.get(copyUrl, { headers })).json()) as ModelEditorItem;
      await request.put(copyUrl, {
        headers,
        data: { Version: copy.Version, Values: { ProductModels: [] } },
      });
    }
  }
});
