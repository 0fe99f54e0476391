import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Envelope, Section } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { findTabWith, loadProduct, tabPath } from './support/catalogue.ts';
import { expect, test } from './support/test.ts';
import { drawnByBrowser } from './support/drawn-by-browser.ts';

const ELSEWHERE = 'http://elsewhere.example';

/** Hands the violations a test provoked on purpose back, so that the fixture passes it. */
async function takeViolations(violations: string[], directive: string): Promise<string[]> {
  await expect.poll(() => violations.join('\n')).toContain(directive);
  return violations.splice(0);
}

test('pages answer with the policy, and a journey is told of any violation', async ({
  page,
  cspViolations,
}) => {
  const answer = await page.goto('/');
  const headers = answer!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(cspViolations).toEqual([]);

  // A picture from another site, as an injected tag would load it: refused and reported.
  await page.evaluate((source) => {
    const picture = document.createElement('img');
    picture.src = `${source}/pixel.png`;
    picture.alt = '';
    document.body.append(picture);
  }, ELSEWHERE);
  const taken = await takeViolations(cspViolations, 'img-src');
  expect(taken.join('\n')).toContain(`${ELSEWHERE}/pixel.png`);
});

/** Another site on this machine (another origin, as near as the portal) with one page. */
async function startOtherSite(
  page: (origin: string) => string,
): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_request, response) => {
    const { port } = server.address() as AddressInfo;
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(page(`http://127.0.0.1:${port}`));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

const framings = [
  { what: 'a portal page', path: () => '/cart', shows: 'Cart' },
  // Naming itself as the parent does not help the other site.
  {
    what: 'the card fields',
    path: (origin: string) => `/payment-gateway/card-fields?origin=${origin}`,
    shows: 'Card number',
  },
];

for (const { what, path, shows } of framings) {
  test(`another site cannot frame ${what}`, async ({ page, baseURL, cspViolations }) => {
    const other = await startOtherSite(
      (origin) => `<!doctype html><html lang="en"><title>Elsewhere</title>
        <iframe title="Framed" src="${baseURL}${path(origin)}"></iframe>`,
    );
    try {
      await page.goto(other.url);
      const taken = await takeViolations(cspViolations, `"frame-ancestors 'self'"`);
      expect(taken.join('\n')).toContain(`Framing '${baseURL}/' violates`);
      // The frame holds the browser's error page instead.
      const framed = page.frameLocator('iframe[title="Framed"]');
      await expect(framed.getByText(shows, { exact: true })).toHaveCount(0);
    } finally {
      other.close();
    }
  });
}

test('the portal can frame its own pages', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Cart';
    frame.src = '/cart';
    document.body.append(frame);
  });
  const cart = page.frameLocator('iframe[title="Cart"]');
  await expect(cart.getByRole('heading', { name: 'Cart' })).toBeVisible();
});

test('rich text keeps the colours and alignment the editor gave it', async ({ page, request }) => {
  const demo = await loadProduct(request);
  const at = findTabWith(demo.sections, (i) => i.SectionItemType === 'RichText' && !!i.RichText);
  expect(at, 'the demo product has rich text').not.toBeNull();
  // As the editor writes it, and as the server's sanitiser keeps it.
  const styled =
    '<p style="text-align:center">Centred <span style="color:#b02a37">in red</span></p>';
  await drawnByBrowser(page);
  await page.route('**/api/product/productsections?*', async (route) => {
    const body = (await (await route.fetch()).json()) as Envelope<Section[]>;
    for (const section of body.Data ?? [])
      for (const tab of section.Tabs)
        for (const item of tab.Items)
          if (item.SectionItemType === 'RichText') item.RichText = styled;
    await route.fulfill({ json: body });
  });
  await page.goto(tabPath(demo, at!));
  const red = page.getByText('in red');
  await expect(red).toHaveCSS('color', 'rgb(176, 42, 55)');
  await expect(page.getByText('Centred')).toHaveCSS('text-align', 'center');
  await expect(red).not.toHaveAttribute('data-style');
  await expectNoSeriousA11yViolations(page);
});
