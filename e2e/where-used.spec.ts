import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type {
  Cart,
  Envelope,
  Menu,
  ModelViewerData,
  ModelViewerPlace,
  TableModel,
  WhereUsedProduct,
} from '@portal/domain';
import { DEMO_PASSWORD, logIn, portalUrl } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { placeOrder } from './support/guest-order.ts';
import { buyable } from './support/selling.ts';

interface Placed {
  place: ModelViewerPlace;
  table: string;
  models: TableModel[];
}

/** `/{category}/{class}/{series}/{product}/{section}/{tab}?sectionTable=..&catalogNumber=..` */
const pageOf = (at: Placed, pcn: string) => {
  const p = at.place;
  const path = [
    p.CategoryName,
    p.ProductClassName,
    p.ManufacturingSeriesName,
    p.ProductName,
    p.SectionName!,
    p.SectionTabName!,
  ];
  const query = new URLSearchParams({ sectionTable: at.table, catalogNumber: pcn });
  return `/${path.map(encodeURIComponent).join('/')}?${query.toString()}`;
};

async function whereUsed(request: APIRequestContext, pcn: string, origin = '') {
  const response = await request.get(`${origin}/api/modelviewer/whereused/${pcn}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<WhereUsedProduct[]>).Data!;
}

/**
 * A part that the tables of two products list, each table as its page shows it, found a
 * manufacturing series at a time through the model viewer: `first` comes first in page order.
 */
async function sharedPart(request: APIRequestContext) {
  const menu = ((await (await request.get('/api/menu/5')).json()) as Envelope<Menu>).Data!;
  const series = menu.flatMap((c) => c.ProductClasses.flatMap((pc) => pc.ManufacturingSeries));
  for (const { ManufacturingSeriesId } of series.slice(0, 40)) {
    const viewer = await request.get(
      `/api/modelviewer/manufacturingSeries/${ManufacturingSeriesId}`,
    );
    const tables = ((await viewer.json()) as Envelope<ModelViewerData>).Data?.Tables ?? [];
    const placed: Placed[] = tables
      .filter((t) => t.Place?.SectionName && t.Place.SectionTabName)
      .map((t) => ({
        place: t.Place!,
        table: t.DisplayName ?? 'Default Section Table',
        models: t.Models,
      }));
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1)) {
        if (a.place.ProductName === b.place.ProductName) continue;
        const inB = new Set(b.models.map((m) => m.PcnCatalogNumber));
        const part = a.models.find((m) => inB.has(m.PcnCatalogNumber));
        if (!part) continue;
        const used = await whereUsed(request, part.PcnCatalogNumber);
        if (used.length !== 2) continue;
        const [first, second] = used[0]!.ProductName === a.place.ProductName ? [a, b] : [b, a];
        return { part, first, second };
      }
  }
  throw new Error('no demo part is listed by exactly two products');
}

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Model Details' });
const whereUsedOf = (page: Page) => panelOf(page).getByRole('region', { name: 'Where used' });

test('the details panel lists the products that use the part, with links to them', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { part, first, second } = await sharedPart(request);
  await page.goto(pageOf(first, part.PcnCatalogNumber));
  const list = whereUsedOf(page);
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(first.place.ProductDisplayName);
  await expect(items.nth(0)).toContainText('(this page)');
  await expect(items.nth(1)).toContainText(second.place.ProductDisplayName);
  await expect(list.getByText('You have ordered parts for this unit')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The other product opens at the table listing the part, with its details open.
  await list.getByRole('link', { name: second.place.ProductDisplayName }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${second.place.ProductName}/.*[?&]catalogNumber=${part.PcnCatalogNumber}(&|$)`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(second.place.ProductDisplayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(
    panelOf(page).getByRole('region', { name: `Order ${part.PcnCatalogNumber}` }),
  ).toBeVisible();
  await expect(whereUsedOf(page).getByRole('listitem').nth(1)).toContainText('(this page)');
});

test('a signed-in customer sees first the unit their company has ordered parts for', async ({
  page,
  request,
  baseURL,
  playwright,
}, testInfo) => {
  // The ERP's demo history (decision 150) now holds this customer's orders of parts of both
  // units, so "ordered from the second unit only" no longer holds; issue 14's note tracks the
  // rewrite with a customer of its own.
  test.skip(true, 'the demo history orders parts of both units for this customer');
  test.setTimeout(90_000);
  const { part, first, second } = await sharedPart(request);
  // A part of the second unit only, one per project, so that runs side by side share no line.
  const onlySecond: TableModel[] = [];
  for (const m of second.models.filter(buyable).slice(0, 12)) {
    if ((await whereUsed(request, m.PcnCatalogNumber)).length === 1) onlySecond.push(m);
    if (onlySecond.length === 2) break;
  }
  const ordered = onlySecond[testInfo.project.name === 'phone' ? 1 : 0]!;
  expect(ordered, 'a part only the second unit lists').toBeDefined();

  const customers = (path: string) => portalUrl(baseURL, 'customers', path);
  const origin = new URL(customers('/')).origin;
  await page.goto(customers('/authentication/login'));
  await logIn(page, 'customer@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(customers('/'));

  // The demo customer buys that part by card, from their own cart, with the browser's session
  // (Node does not resolve *.localhost: the calls name the portal in their Host header).
  const cookies = await page.context().cookies(origin);
  const portal = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      host: new URL(origin).host,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    },
  });
  try {
    const added = await portal.post('/api/cart/items', {
      data: { pcnCatalogNumber: ordered.PcnCatalogNumber, quantity: 2 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const line = ((await added.json()) as Cart).items.find(
      (i) => i.pcnCatalogNumber === ordered.PcnCatalogNumber,
    )!;
    await placeOrder(portal, ordered, [], { cartItemIds: [line.id] });
  } finally {
    await portal.dispose();
  }

  await page.goto(customers(`/catalog${pageOf(first, part.PcnCatalogNumber)}`));
  const items = whereUsedOf(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(second.place.ProductDisplayName);
  await expect(items.nth(0)).toContainText('You have ordered parts for this unit');
  await expect(items.nth(1)).toContainText(first.place.ProductDisplayName);
  await expect(items.nth(1)).toContainText('(this page)');
  await expect(items.nth(1)).not.toContainText('You have ordered parts for this unit');
  await expectNoSeriousA11yViolations(page);
});
