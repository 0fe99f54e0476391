import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { SearchResults, TableModel } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp, findTabWith, loadProduct } from './support/catalogue.ts';

/** The parts site's search call (the header and the search page use the same one). */
async function searchApi(request: APIRequestContext, keyword: string, pageSize = 10) {
  const url = `/api/catalog/GetSearchResults?keyword=${encodeURIComponent(keyword)}&pagesize=${pageSize}`;
  const response = await request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as SearchResults;
}

/** Models of the demo product's first model table, as the API lists them. */
async function demoModels(request: APIRequestContext): Promise<TableModel[]> {
  const demo = await loadProduct(request);
  const at = findTabWith(demo.sections, (i) => i.SectionItemType === 'ModelTable' && !!i.Table);
  expect(at, 'the demo product has a model table').not.toBeNull();
  return at!.item.Table!.Models;
}

/** A catalogue number with a dash, and the same number with one character wrong. */
async function modelWithTypo(request: APIRequestContext) {
  const models = await demoModels(request);
  const model = models.find((m) => /^\d{3}-\d{4}$/.test(m.PcnCatalogNumber));
  expect(model, 'a demo model numbered like 123-4567').toBeDefined();
  const number = model!.PcnCatalogNumber;
  // A letter where every catalogue number has a digit cannot name another model.
  const typo = `${number.slice(0, 5)}x${number.slice(6)}`;
  return { number, typo };
}

const oneDigitApart = (a: string, b: string) =>
  a.length === b.length && [...a].filter((c, i) => c !== b[i]).length === 1;

/**
 * A demo model and its number typed with one wrong digit, spaces and a dash, such that the
 * typo is one digit from another model too (so the search page lists more than one result)
 * and the intended model ranks first: equally close numbers are listed in number order.
 */
async function mistypedWithNeighbour(request: APIRequestContext) {
  const numbered = (await demoModels(request)).filter((m) =>
    /^\d{3}-\d{4}$/.test(m.PcnCatalogNumber),
  );
  for (const model of numbered) {
    const digits = model.PcnCatalogNumber.replace('-', '');
    // Numbers sharing the first five digits: a neighbour differs in the last two at most.
    const prefix = `${digits.slice(0, 3)}-${digits.slice(3, 5)}`;
    const group = (await searchApi(request, prefix, 100)).List.map((r) => r.Name)
      .filter((name) => /^\d{3}-\d{4}$/.test(name) && name.startsWith(prefix))
      .map((name) => name.replace('-', ''));
    for (const neighbour of group.filter((g) => g > digits)) {
      const wrong = [5, 6]
        .flatMap((i) => [...'0123456789'].map((d) => digits.slice(0, i) + d + digits.slice(i + 1)))
        .find((w) => !group.includes(w) && oneDigitApart(w, digits) && oneDigitApart(w, neighbour));
      if (!wrong) continue;
      const typed = `${wrong.slice(0, 2)} ${wrong.slice(2, 4)}-${wrong.slice(4)}`;
      const found = await searchApi(request, typed);
      if (found.Total > 1 && found.List[0]?.Name === model.PcnCatalogNumber)
        return { model, typed };
    }
  }
  throw new Error('no demo catalogue number has a neighbour one digit away');
}

/** The header search field: inline on desktop, in the search modal on a phone. */
async function openSearch(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  }
  const field = page.getByRole('combobox', { name: 'Search the catalogue' });
  await expect(field).toBeVisible();
  return field;
}

test('a catalogue number typed with one typo is suggested and opens its details', async ({
  page,
  request,
  isMobile,
}) => {
  const { number, typo } = await modelWithTypo(request);
  await page.goto('/');
  const field = await openSearch(page, isMobile);
  await field.click();
  await field.pressSequentially(typo, { delay: 30 });

  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  const option = suggestions.getByRole('option', { name: new RegExp(escapeRegExp(number)) });
  await expect(option.first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);

  await option.first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]catalogNumber=${escapeRegExp(number)}(&|$)`));
  await expect(page).toHaveURL(/[?&]sectionTable=/);
  await expect(page.getByRole('heading', { name: 'Model Details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the arrow keys choose a suggestion and Escape closes the list', async ({
  page,
  request,
  isMobile,
}) => {
  const { number } = await modelWithTypo(request);
  await page.goto('/');
  const field = await openSearch(page, isMobile);
  await field.fill(number);
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /option-0$/);
  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]catalogNumber=/);
});

test('Enter shows the search page with a pager', async ({ page, request, isMobile }) => {
  const models = await demoModels(request);
  // A catalogue-number prefix shared by more than one page of results.
  const candidates = [...new Set(models.map((m) => m.PcnCatalogNumber.slice(0, 1)))];
  let keyword: string | null = null;
  for (const candidate of candidates) {
    if ((await searchApi(request, candidate)).TotalPages > 1) {
      keyword = candidate;
      break;
    }
  }
  expect(keyword, 'a keyword with more than one page of results').not.toBeNull();

  await page.goto('/');
  const field = await openSearch(page, isMobile);
  await field.fill(keyword!);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/${escapeRegExp(keyword!)}/1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByText(/^Showing records 1 to 10 of \d+ results$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(page).toHaveTitle(/^Search Results \| /);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Search result pages' })
    .getByText('Next page')
    .click();
  await expect(page).toHaveURL(new RegExp(`/search/${escapeRegExp(keyword!)}/2$`));
  await expect(page.getByText(/^Showing records 11 to \d+ of \d+ results$/)).toBeVisible();
});

test('a number typed with one wrong digit, dashes and spaces lists the intended model first', async ({
  page,
  request,
  isMobile,
}) => {
  const { model, typed } = await mistypedWithNeighbour(request);
  const intended = model.PcnCatalogNumber;
  await page.goto('/');
  const field = await openSearch(page, isMobile);
  await field.fill(typed);
  await field.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.nth(1)).toBeVisible();
  await expect(results.first()).toContainText(intended);
  await expectNoSeriousA11yViolations(page);

  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`[?&]catalogNumber=${escapeRegExp(intended)}(&|$)`));
  const panel = page.getByRole('dialog', { name: 'Model Details' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(model.FingoodTpiMfgMod);
});

test('a search without results says so', async ({ page }) => {
  await page.goto('/search/zzqqxxjjvvkk');
  await expect(page).toHaveURL(/\/search\/zzqqxxjjvvkk\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByText('No results found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a search with exactly one result goes straight to it', async ({ page, request }) => {
  const models = await demoModels(request);
  let single: string | null = null;
  for (const model of models.slice(0, 20)) {
    if ((await searchApi(request, model.PcnCatalogNumber)).Total === 1) {
      single = model.PcnCatalogNumber;
      break;
    }
  }
  // The demo data is deterministic: such a number must exist.
  expect(single, 'a demo catalogue number that finds exactly one result').not.toBeNull();
  await page.goto(`/search/${encodeURIComponent(single!)}/1`);
  await expect(page).toHaveURL(new RegExp(`[?&]catalogNumber=${escapeRegExp(single!)}(&|$)`));
  await expect(page.getByRole('heading', { name: 'Model Details' })).toBeVisible();
});

test('the model viewer shows Model Not Found, or the tables listing a model', async ({
  page,
  request,
}) => {
  await page.goto('/model-viewer?catalogNumber=NO-SUCH-0000');
  await expect(page.getByRole('heading', { level: 1, name: 'Model Viewer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Model Not Found' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const { number } = await modelWithTypo(request);
  await page.goto(`/model-viewer?catalogNumber=${encodeURIComponent(number)}`);
  await expect(page.getByRole('rowheader', { name: number, exact: true }).first()).toBeVisible();
  // One model's table counts it in the singular.
  await expect(page.getByText('(1 model)').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/model-viewer?categoryId=1');
  await expect(page.getByText('Preview Disabled for the Category Level.')).toBeVisible();
});
