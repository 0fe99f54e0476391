import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Parts</title>' +
  '<link rel="preload" href="/api/site" as="fetch" crossorigin="anonymous" data-first-read="">' +
  '<script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's server entry: it reads through the fetch it is given (answered
 * by the server itself) and answers by the page's address.
 */
const ENTRY = `
let renders = 0;
export async function renderPage({ url, fetch, isDesktop }) {
  const path = new URL(url).pathname;
  if (path === '/left-to-the-browser') return null;
  if (path === '/broken') throw new Error('a component failed');
  if (path === '/slow') return new Promise(() => {});
  if (path === '/writes') await fetch('/api/cart', { method: 'POST' });
  const health = await fetch('/api/health');
  return {
    html: '<main style="left:8.33%;top:44.44%">health ' + health.status + ' ' + (isDesktop ? 'desk' : 'phone') + ' $&</main>' + '<p>part</p>'.repeat(200) + '<i>render ' + (renders += 1) + '</i>',
    state: { note: '</script><script>alert(1)</script>' },
    preloads: path === '/with-table' ? ['/api/product/productsections?product=a&catalogId=5'] : [],
    title: 'A <b> & "C" | Replacement Parts',
    status: path === '/missing' ? 404 : 200,
    catalogueOnly: !path.startsWith('/order_summary/'),
  };
}`;

describe('pages rendered on the server', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-'));
    fs.mkdirSync(path.join(root, 'dist'));
    fs.mkdirSync(path.join(root, 'dist-ssr'));
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
    // As in apps/web: its .js files are ES modules.
    fs.writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
    app = await buildTestApp(database.db, undefined, { webDistDir: path.join(root, 'dist') });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'parts.localhost', ...headers } });

  it('sends the markup, the data and the title in the page, for this viewer only', async () => {
    const res = await get('/unit-heaters', {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain(
      '<div id="root"><main style="left:8.33%;top:44.44%">health 200 phone $&</main><p>part</p>',
    );
    expect(res.body).toContain(
      '<title>A &lt;b&gt; &amp; &quot;C&quot; | Replacement Parts</title>',
    );
    expect(res.body).toContain(
      '<script type="application/json" id="server-render">{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(res.body).not.toContain('data-first-read');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('preloads the reads that come beside the page, after its pictures', async () => {
    const res = await get('/with-table');
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/product/productsections?product=a&amp;catalogId=5" fetchpriority="low"></head>',
    );
    expect((await get('/unit-heaters')).body).not.toContain(
      'rel="preload" as="fetch" crossorigin href',
    );
  });

  it('starts its scripts once the page has loaded, by an inline script the policy names', async () => {
    const res = await get('/unit-heaters');
    expect(res.body).not.toContain('<script type="module"');
    const inline = /<script data-entry="\/assets\/app\.js">([^<]+)<\/script>/.exec(res.body);
    expect(inline).not.toBeNull();
    const hash = createHash('sha256').update(inline![1]!).digest('base64');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy).toContain("script-src-attr 'none'");
  });

  it('allows exactly the style attributes of its markup by their hashes', async () => {
    const res = await get('/unit-heaters');
    const hash = createHash('sha256').update('left:8.33%;top:44.44%').digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(
      `style-src-attr 'unsafe-hashes' 'sha256-${hash}'`,
    );
    expect(String(res.headers['content-security-policy'])).toContain("style-src 'self'");
  });

  it('guesses the viewport from the mobile hint, and a desktop without one', async () => {
    expect((await get('/', { 'sec-ch-ua-mobile': '?1' })).body).toContain('200 phone');
    expect((await get('/', { 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mobile' })).body).toContain(
      '200 desk',
    );
    expect((await get('/')).body).toContain('200 desk');
  });

  it('compresses the page for a browser that takes it, and answers 304 when unchanged', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('200 desk');
    const again = await get('/', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  const renderOf = (body: string) => /<i>render (\d+)<\/i>/.exec(body)?.[1];

  it('keeps a page for visitors without cookies; a visitor with cookies gets their own', async () => {
    const first = await get('/kept');
    const again = await get('/kept');
    expect(renderOf(first.body)).toBeDefined();
    expect(renderOf(again.body)).toBe(renderOf(first.body));
    const phone = await get('/kept', { 'sec-ch-ua-mobile': '?1' });
    expect(renderOf(phone.body)).not.toBe(renderOf(first.body));
    const own = await get('/kept', { cookie: 'theme=dark' });
    expect(renderOf(own.body)).not.toBe(renderOf(first.body));
    const ownAgain = await get('/kept', { cookie: 'theme=dark' });
    expect(renderOf(ownAgain.body)).not.toBe(renderOf(own.body));
  });

  it('keeps no page that shows more than the catalogue (an order, a cart)', async () => {
    const first = await get('/order_summary/AbC123');
    const again = await get('/order_summary/AbC123');
    expect(renderOf(first.body)).toBeDefined();
    expect(renderOf(again.body)).not.toBe(renderOf(first.body));
  });

  it('answers the not-found page with 404', async () => {
    expect((await get('/missing')).statusCode).toBe(404);
  });

  it.each(['/left-to-the-browser', '/broken', '/writes', '/slow'])(
    'sends index.html for the browser to render when the server cannot (%s)',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
    5_000,
  );
});
