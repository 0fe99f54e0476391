import { loadProduct } from './support/catalogue.ts';
import { expect, test } from './support/test.ts';

// What a phone shows before its scripts have run: the server's page, nothing else.
test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the product, its parts and their prices', async ({
    page,
    request,
    isMobile,
  }) => {
    const demo = await loadProduct(request);
    await page.goto(demo.path);
    await expect(page).toHaveTitle(new RegExp(`^${demo.product.DisplayName} \\|`));
    await expect(
      page.getByRole('heading', { level: 1, name: demo.product.DisplayName }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Unit Heaters');
    if (isMobile) {
      // A phone's sections are folded, as the spec has them: the parts are one tap away.
      await expect(page.getByRole('button', { name: 'Parts', exact: true })).toBeVisible();
      return;
    }
    // The parts table's first rows, with a price in dollars.
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('$');
  });

  test('a search lists its first page of results', async ({ page }) => {
    await page.goto('/search/burner');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
    await expect(page.getByText(/^Showing records 1 to \d+ of \d+\+? results$/)).toBeVisible();
  });
});

test('the browser takes the page over: its address, its title and its buttons work', async ({
  page,
}) => {
  await page.goto('/search/burner');
  // The address of page 1 replaces the one without a page number.
  await expect(page).toHaveURL(/\/search\/burner\/1$/);
  await expect(page).toHaveTitle(/^Search Results \|/);
  const first = page.getByRole('main').getByRole('link').first();
  const name = await first.textContent();
  await first.click();
  await expect(page).not.toHaveURL(/\/search\//);
  expect(name).toBeTruthy();
});

test('a product page takes over the markup the server drew, its parts table fetched once beside it', async ({
  page,
  request,
  isMobile,
}) => {
  const demo = await loadProduct(request);
  const sectionReads: string[] = [];
  page.on('request', (read) => {
    if (read.url().includes('/api/product/productsections')) sectionReads.push(read.url());
  });
  // The heading the server drew, marked before the scripts run: hydration keeps the element,
  // a page rendered again in the browser would replace it.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('h1')?.setAttribute('data-drawn', 'server'),
    ),
  );
  await page.goto(demo.path);
  const html = await (await request.get(demo.path)).text();
  expect(html).toMatch(
    /<link rel="preload" as="fetch" crossorigin href="\/api\/product\/productsections\?[^"]+" fetchpriority="low">/,
  );
  // 500 models' rows would be some 340 KB of the page.
  expect(html.length).toBeLessThan(150_000);
  if (isMobile) await page.getByRole('button', { name: 'Parts', exact: true }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('h1[data-drawn="server"]')).toHaveText(demo.product.DisplayName);
  expect(sectionReads).toHaveLength(1);
});
