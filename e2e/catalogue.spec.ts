import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { COMING_SOON_IMAGE, IMAGE_DISCLAIMER, type Catalog } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  escapeRegExp,
  findProductWithImages,
  findTabWith,
  loadProduct,
  tabPath,
  type DemoProduct,
  type TabWithItem,
} from './support/catalogue.ts';
import { drawnByBrowser } from './support/drawn-by-browser.ts';

const ACTION_COLUMNS = [
  'viewdetails',
  'changerequest',
  'additemtocart',
  'linktoparts',
  'inventory',
];

/** Opens a tab the way the viewport offers it: a tab on desktop, an accordion item on a phone. */
async function openTab(page: Page, isMobile: boolean, at: TabWithItem) {
  if (isMobile) {
    const label = at.tab.MobileDisplayName ?? at.tab.DisplayName;
    await page.getByRole('button', { name: label, exact: true }).click();
    return;
  }
  const sectionTab = page
    .getByRole('tablist', { name: 'Sections', exact: true })
    .getByRole('tab', { name: at.section.DisplayName, exact: true });
  if ((await sectionTab.count()) > 0 && (await sectionTab.getAttribute('aria-selected')) !== 'true')
    await sectionTab.click();
  await page
    .getByRole('tablist', { name: `${at.section.DisplayName} tabs`, exact: true })
    .getByRole('tab', { name: at.tab.DisplayName, exact: true })
    .click();
}

async function expectModelTable(page: Page, demo: DemoProduct, at: TabWithItem, isMobile: boolean) {
  const table = at.item.Table!;
  const grid = page.getByRole('table', {
    name: new RegExp(escapeRegExp(table.DisplayName ?? 'Default Section Table')),
  });
  await expect(grid).toBeVisible();
  // Small screens show the model column plus the one picked with 'Choose field'.
  if (isMobile) await expect(page.getByLabel('Choose field').first()).toBeVisible();
  for (const column of isMobile ? table.Columns.slice(0, 1) : table.Columns) {
    const isPrice = /totallist|price/i.test(column.PropertyName);
    if (ACTION_COLUMNS.includes(column.Name.toLowerCase())) continue;
    if (isPrice && !demo.site.HasPricing) continue;
    // The header also holds the column's filter button, so its name starts with the title.
    await expect(
      grid.getByRole('columnheader', { name: new RegExp(`^${escapeRegExp(column.DisplayName)}`) }),
    ).toBeVisible();
  }
  // Long tables render only the rows in view and announce the full count.
  if (table.Models.length > 200)
    await expect(grid).toHaveAttribute('aria-rowcount', String(table.Models.length + 1));
  else await expect(grid.getByRole('row')).toHaveCount(table.Models.length + 1);
  const first = table.Models[0]!;
  await expect(
    grid.getByRole('rowheader', { name: first.PcnCatalogNumber, exact: true }),
  ).toBeVisible();
}

test('browses from the catalogue home to a model table', async ({ page, request, isMobile }) => {
  const demo = await loadProduct(request);
  const { product } = demo;
  const target = findTabWith(demo.sections, (i) => i.SectionItemType === 'ModelTable' && !!i.Table);
  expect(target, 'the demo product has a model table').not.toBeNull();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Search' })).toBeVisible();
  await expect(page).toHaveTitle(/^Product Search \| /);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('list', { name: 'Categories' })
    .getByRole('link', { name: product.Category.DisplayName, exact: true })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: product.Category.DisplayName }),
  ).toBeVisible();

  if (isMobile) {
    await page
      .getByRole('list', { name: 'Product classes' })
      .getByRole('link', { name: product.ProductClass.DisplayName, exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: product.ProductClass.DisplayName }),
    ).toBeVisible();
  } else {
    // A category alone opens its first product class.
    await expect(page).toHaveURL(new RegExp(`/${escapeRegExp(product.Category.Name)}/[^/]+$`));
    await page.getByRole('tab', { name: product.ProductClass.DisplayName, exact: true }).click();
    await expect(
      page.getByRole('tab', { name: product.ProductClass.DisplayName, exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page).toHaveURL(new RegExp(`/${escapeRegExp(product.ProductClass.Name)}$`));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: product.DisplayName, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.DisplayName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(product.DisplayName)} \\| `));
  await expectNoSeriousA11yViolations(page);

  await openTab(page, isMobile, target!);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(tabPath(demo, target!))}$`));
  await expectModelTable(page, demo, target!, isMobile);
  await expectNoSeriousA11yViolations(page);
});

test('shows Product Not Found for an unknown product', async ({ page }) => {
  await page.goto('/heaters/unit-heaters/hd/no-such-product-xyz');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Product Search' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('shows a 404 page for an unknown route', async ({ page }) => {
  await page.goto('/a/b/c');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('selecting a tab replaces the route instead of adding history', async ({
  page,
  request,
  isMobile,
}) => {
  const demo = await loadProduct(request);
  const other =
    findTabWith(demo.sections, (i) => i.SectionItemType !== 'ModelTable') ??
    findTabWith(demo.sections, () => true);
  await page.goto('/');
  await page.goto(demo.path);
  await expect(
    page.getByRole('heading', { level: 1, name: demo.product.DisplayName }),
  ).toBeVisible();
  if (!isMobile) {
    // Desktop selects the first section and tab and writes them into the route.
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(demo.path)}/[^/]+/[^/]+$`));
  }
  await openTab(page, isMobile, other!);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(tabPath(demo, other!))}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('the carousel has controls and indicators and does not advance by itself', async ({
  page,
  request,
}) => {
  const name = await findProductWithImages(request, 2);
  expect(name, 'a demo product has two pictures').not.toBeNull();
  const demo = await loadProduct(request, name!);
  await page.goto(demo.path);
  const first = page.getByRole('button', { name: 'Slide 1', exact: true });
  const second = page.getByRole('button', { name: 'Slide 2', exact: true });
  await expect(first).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  // Bootstrap's default interval is 5 s; nothing moves after that long.
  await page.waitForTimeout(5_500);
  await expect(second).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(first).toHaveAttribute('aria-current', 'true');
});

test('an exploded view opens in the Exploded 3D View modal', async ({ page, request }) => {
  const demo = await loadProduct(request);
  const at = findTabWith(demo.sections, (i) => i.SectionItemType === 'Image' && i.ExplodedView);
  expect(at, 'the demo product has an exploded view').not.toBeNull();
  await page.goto(tabPath(demo, at!));
  const picture = at!.item.AltText ?? at!.item.Caption ?? at!.item.DisplayName ?? 'Product drawing';
  await page.getByRole('button', { name: picture }).first().click();

  const dialog = page.getByRole('dialog', { name: 'Exploded 3D View' });
  await expect(dialog).toBeVisible();
  const zoom = dialog.getByRole('button', { name: 'Toggle Zoom' });
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  // The footer's Close (the header's × is also named Close, but has no text).
  await dialog
    .getByRole('button', { name: 'Close', exact: true })
    .filter({ hasText: 'Close' })
    .click();
  await expect(dialog).toBeHidden();
});

test('a missing exploded drawing or spin frame shows the coming-soon picture', async ({
  page,
  request,
}) => {
  const demo = await loadProduct(request);
  const exploded = findTabWith(
    demo.sections,
    (i) => i.SectionItemType === 'Image' && i.ExplodedView,
  );
  const spin = findTabWith(demo.sections, (i) => i.SectionItemType === 'SpinSirv' && !!i.Url);
  expect(exploded && spin, 'the demo product has an exploded view and a 360 view').toBeTruthy();
  await page.route(`**${exploded!.item.ImagePath!}`, (route) => route.fulfill({ status: 404 }));
  await page.route(`**${spin!.item.Url!.replace(/\/+$/, '')}/01.svg`, (route) =>
    route.fulfill({ status: 404 }),
  );

  await page.goto(tabPath(demo, exploded!));
  const { AltText, Caption, DisplayName } = exploded!.item;
  const picture = AltText ?? Caption ?? DisplayName ?? 'Product drawing';
  await page.getByRole('button', { name: picture }).first().click();
  const drawing = page
    .getByRole('dialog', { name: 'Exploded 3D View' })
    .getByRole('img', { name: `${picture} (image coming soon)` });
  await expect(drawing).toHaveAttribute('src', COMING_SOON_IMAGE.Path);
  await expect(drawing).toHaveAttribute('width', String(exploded!.item.OriginalWidth));
  await expect(drawing).toHaveAttribute('height', String(exploded!.item.OriginalHeight));
  await page.keyboard.press('Escape');

  await page.goto(tabPath(demo, spin!));
  const frame = page.getByRole('img', { name: /frame 1 of 24 \(image coming soon\)$/ });
  await expect(frame).toHaveAttribute('src', COMING_SOON_IMAGE.Path);
  await expect(frame).toHaveAttribute('width', /^\d+$/);
  // The next frame exists, so turning the view shows it again.
  await page.getByLabel('Rotate the 360° view').press('ArrowRight');
  await expect(page.getByRole('img', { name: /frame 2 of 24$/ })).toBeVisible();
});

test('a catalogue without product images shows neither carousel nor disclaimer', async ({
  page,
  request,
}) => {
  const demo = await loadProduct(request);
  await drawnByBrowser(page);
  await page.route('**/api/site/Catalogs', async (route) => {
    const catalogs = (await (await route.fetch()).json()) as Catalog[];
    await route.fulfill({ json: catalogs.map((c) => ({ ...c, ProductImageEnabled: false })) });
  });
  await page.goto(demo.path);
  await expect(
    page.getByRole('heading', { level: 1, name: demo.product.DisplayName }),
  ).toBeVisible();
  await expect(page.getByText(IMAGE_DISCLAIMER)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Slide 1', exact: true })).toHaveCount(0);
});

test('a product under the wrong category, class or series moves to its own address', async ({
  page,
  request,
}) => {
  const demo = await loadProduct(request);
  const at = findTabWith(demo.sections, () => true)!;
  const tail = `${encodeURIComponent(at.section.Name)}/${encodeURIComponent(at.tab.Name)}`;
  await page.goto('/');
  await page.goto(`/anything/x/y/${demo.product.Name}/${tail}?catalogNumber=12345`);
  await expect(page).toHaveURL(
    new RegExp(`${escapeRegExp(`${demo.path}/${tail}`)}\\?catalogNumber=12345$`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: demo.product.DisplayName }),
  ).toBeVisible();
  // Replaced, not pushed: back leaves the product.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a series in place of the product class opens its class with the series picked', async ({
  page,
  request,
  isMobile,
}) => {
  const { product } = await loadProduct(request);
  await page.goto(`/${product.Category.Name}/${product.ManufacturingSeries.Name}`);
  await expect(
    page.getByRole('heading', { level: 1, name: product.Category.DisplayName }),
  ).toBeVisible();
  if (isMobile)
    await expect(
      page.getByRole('heading', { level: 2, name: product.ProductClass.DisplayName }),
    ).toBeVisible();
  else
    await expect(
      page.getByRole('tab', { name: product.ProductClass.DisplayName, exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
  const series = page.locator('[aria-current="true"]', {
    has: page.getByRole('heading', { name: product.ManufacturingSeries.DisplayName, exact: true }),
  });
  await expect(series).toBeInViewport();
  await expect(series.getByRole('link', { name: product.DisplayName, exact: true })).toBeVisible();
  await expect(page.getByText(/has no product class or series named/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a document offers a Download File link', async ({ page, request }) => {
  const demo = await loadProduct(request);
  const at = findTabWith(
    demo.sections,
    (i) => i.SectionItemType === 'Document' && !!i.DocumentPath,
  );
  expect(at, 'the demo product has a document').not.toBeNull();
  await page.goto(tabPath(demo, at!));
  const link = page.getByRole('link', { name: 'Download File' }).first();
  await expect(link).toHaveAttribute('href', at!.item.DocumentPath!);
  const file = await request.get(at!.item.DocumentPath!);
  expect(file.ok()).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('the print view shows every tab and prints 500 ms after it is set', async ({
  page,
  request,
}) => {
  const demo = await loadProduct(request);
  await page.addInitScript(() => {
    const record = window as unknown as { printedAt?: number };
    window.print = () => {
      record.printedAt = performance.now();
    };
  });
  await page.goto(demo.path);
  await expect(
    page.getByRole('heading', { level: 1, name: demo.product.DisplayName }),
  ).toBeVisible();

  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Close print view' })).toBeVisible();
  for (const section of demo.sections)
    for (const tab of section.Tabs)
      await expect(
        page.getByRole('heading', { level: 3, name: tab.DisplayName, exact: true }).first(),
      ).toBeVisible();

  const readPrintedAt = () =>
    page.evaluate(() => (window as unknown as { printedAt?: number }).printedAt ?? 0);
  await expect.poll(readPrintedAt).toBeGreaterThan(0);
  const printedAt = await readPrintedAt();
  expect(printedAt - clickedAt).toBeGreaterThanOrEqual(450);

  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
});

test('preview mode shows a badge and stays on internal links', async ({ page }) => {
  await page.goto('/?isPreview=true');
  await expect(page.getByText('Preview mode', { exact: true })).toBeVisible();
  const firstTile = page.getByRole('list', { name: 'Categories' }).getByRole('link').first();
  await firstTile.click();
  await expect(page).toHaveURL(/isPreview=true/);
  await expect(page.getByText('Preview mode', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the diagnostics page lists version, browser and sign-in state', async ({ page }) => {
  await page.goto('/diagnostics');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  for (const label of [
    'Version',
    'User agent',
    'Time',
    'Timezone',
    'Logged in',
    'User full name',
    'Username',
  ])
    await expect(page.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Version 18\.20250909\.031611/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Logged in No/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the footer links to both terms pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Terms and Conditions for Replacement Parts' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Terms and Conditions for Replacement Parts' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Terms and Conditions for Online Purchases' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Terms and Conditions for Online Purchases' }),
  ).toBeVisible();
});
