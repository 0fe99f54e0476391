import type { Page } from '@playwright/test';
import type { ContentEntry, ContentKind, ContentValues, EditorItem } from '@portal/domain';
import {
  HANDLER_VECTORS,
  OWASP_XSS_VECTORS,
} from '../apps/server/src/lib/rich-text-xss-vectors.ts';
import {
  EDITOR,
  quietProduct,
  signInToEditor,
  siteUrl,
  type EditorCall,
} from './support/editor.ts';
import { PROBE, pokeRichText, watchForScript } from './support/rich-text-witness.ts';
import { expect, test } from './support/test.ts';

// A request may not carry U+0000 (no text column takes it): those vectors are stored without it.
const VECTORS = [...OWASP_XSS_VECTORS, ...HANDLER_VECTORS].map((v) => v.replaceAll('\u0000', ''));
/** A vector after a line naming it: the item always keeps some text, and the page shows it. */
const marked = (vector: string, index: number) => `<p>Vector ${index}</p>${vector}`;
const ALL = '<p>All vectors</p>';
const LAST = `Vector ${VECTORS.length - 1}`;

/** Marks the boxes that hold the stored rich text (each begins with its marker) for a poke. */
async function markStoredRichText(page: Page): Promise<number> {
  return page.evaluate((probe) => {
    const markers = Array.from(document.querySelectorAll('p')).filter((p) =>
      /^(Vector \d+|All vectors)$/.test(p.textContent ?? ''),
    );
    for (const marker of markers) marker.parentElement?.setAttribute(probe, '');
    return markers.length;
  }, PROBE);
}

/**
 * Fills a product of its own through the editor's calls: the rich-text Description with every
 * vector at once, the parts site's catalogue, and a section whose tab holds a RichText item per
 * vector and one that a save gave all of them.
 */
async function storeVectors(call: EditorCall, product: EditorItem) {
  const inParts = (field: string) =>
    (product.Choices[field] ?? [])
      .filter((c) => c.DisplayName === 'Replacement Parts')
      .map((c) => c.Id);
  const Description = VECTORS.map(marked).join('');
  const Values = { Description, Catalogs: inParts('Catalogs'), Sites: inParts('Sites') };
  const url = `/api/editor/item/Product/${product.Id}`;
  await call<EditorItem>('put', url, { Version: product.Version, Values }, 200);

  const create = (kind: ContentKind, ParentId: number, Values: ContentValues) =>
    call<ContentEntry>('post', `/api/editor/content/${kind}`, { ParentId, Values }, 201);
  const section = await create('section', product.Id, { Name: 'xss', DisplayName: 'XSS' });
  const tab = await create('tab', section.Id, { Name: 'vectors', DisplayName: 'Vectors' });
  const all = await create('item', tab.Id, { SectionItemType: 'RichText', RichText: ALL });
  const RichText = ALL + VECTORS.map(marked).join('');
  await call(
    'put',
    `/api/editor/content/item/${all.Id}`,
    { Version: all.Version, Values: { RichText } },
    200,
  );
  // A few at a time, each in its place.
  for (let start = 0; start < VECTORS.length; start += 10)
    await Promise.all(
      VECTORS.slice(start, start + 10).map((vector, offset) =>
        create('item', tab.Id, {
          SectionItemType: 'RichText',
          RichText: marked(vector, start + offset),
          OrderBy: start + offset + 1,
        }),
      ),
    );
}

test.describe('OWASP XSS vectors stored through the catalogue editor', () => {
  test.skip(({ isMobile }) => isMobile, 'The same browser and pages as on a desktop.');

  test('run no script on the product page of the parts site or the editor site', async ({
    page,
    request,
    baseURL,
    cspViolations,
  }) => {
    test.setTimeout(240_000);
    // A preview-only product of its own, in the quiet series: no other journey sees it.
    const name = `xss-${Date.now().toString(36)}`;
    const { way, product: created, call, remove } = await quietProduct(request, baseURL, name);
    const path = [...way.map((n) => n.Name), name, 'xss', 'vectors'].join('/');
    try {
      await storeVectors(call, created);
      const witness = await watchForScript(page);
      const productHeading = page.getByRole('heading', { level: 1, name });
      const expectNothingRan = async () => {
        expect(await pokeRichText(page)).toEqual([]);
        // Anything refused would be reported by now; the fixture fails the test on any report.
        await page.waitForTimeout(500);
        expect(witness.dialogs).toEqual([]);
        expect(await witness.calls()).toEqual([]);
        expect(witness.requests).toEqual([]);
        expect(cspViolations).toEqual([]);
      };

      // The parts site in preview: the product and every item.
      await page.goto(siteUrl(baseURL, 'parts', `/${path}?isPreview=true`));
      await expect(productHeading).toBeVisible();
      await expect(page.getByText(LAST, { exact: true }).first()).toBeVisible();
      // Each item's marker at least (a vector may leave an element open over the next one's).
      expect(await markStoredRichText(page)).toBeGreaterThan(VECTORS.length);
      await expectNothingRan();

      // The editor site: the same page in its catalogue, always in preview.
      await signInToEditor(page, baseURL, EDITOR);
      await page.goto(siteUrl(baseURL, 'editor', `/catalog/${path}`));
      await expect(productHeading).toBeVisible();
      await expect(page.getByText(LAST, { exact: true }).first()).toBeVisible();
      expect(await markStoredRichText(page)).toBeGreaterThan(VECTORS.length);
      await expectNothingRan();

      // The workspace: the Description in the rich-text field, and the item with all vectors
      // opened in its own.
      await page.goto(siteUrl(baseURL, 'editor', `/?entity=Product&id=${created.Id}`));
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      const description = page.getByRole('textbox', { name: 'Description' });
      await expect(description).toContainText('Vector 0');
      await description.evaluate((box, probe) => box.setAttribute(probe, ''), PROBE);
      await expectNothingRan();
      await page.getByRole('tab', { name: 'topology' }).click();
      await page.getByRole('button', { name: 'XSS', exact: true, expanded: false }).click();
      await page
        .getByRole('region', { name: 'Tabs of XSS' })
        .getByRole('button', { name: 'Vectors', exact: true, expanded: false })
        .click();
      const items = page.getByRole('region', { name: 'Items of Vectors' });
      await items.getByRole('button', { name: /^Edit item RichText: All vectors/ }).click();
      const richText = items.getByRole('textbox', { name: 'Rich text' });
      await expect(richText).toContainText('Vector 0');
      await richText.evaluate((box, probe) => box.setAttribute(probe, ''), PROBE);
      await expectNothingRan();
    } finally {
      await remove();
    }
  });
});
