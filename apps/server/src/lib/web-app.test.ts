import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

const INDEX_HTML = `<!doctype html><html><head><title>Parts</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;

describe('the web app', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), SCRIPT);
    fs.writeFileSync(
      path.join(dist, 'assets', 'app-1a2b3c.js.br'),
      zlib.brotliCompressSync(Buffer.from(SCRIPT)),
    );
    fs.writeFileSync(
      path.join(dist, 'coming-soon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    app = await buildTestApp(database.db, undefined, { webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const request = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { host: 'parts.localhost', ...headers } });

  it.each(['/', '/unit-heaters/gas-fired-unit-heaters/hdu/hdu-parts-master', '/cart'])(
    'answers HEAD on the page %s like GET, without the body',
    async (url) => {
      const get = await request('GET', url);
      const head = await request('HEAD', url);
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
        expect(head.headers[name], name).toBe(get.headers[name]);
      }
      expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(INDEX_HTML));
      expect(get.body).toBe(INDEX_HTML);
    },
  );

  it('has pages revalidated, and an unchanged page answers 304 without a body', async () => {
    const first = await request('GET', '/search/burner');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request('GET', '/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await request('GET', '/', { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('serves hashed assets for a year, immutable, precompressed when the browser takes it', async () => {
    const plain = await request('GET', '/assets/app-1a2b3c.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
    const br = await request('GET', '/assets/app-1a2b3c.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const head = await request('HEAD', '/assets/app-1a2b3c.js');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files of the build that keep their names', async () => {
    const res = await request('GET', '/coming-soon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers HEAD on API reads like GET, and 404 for unknown API and file addresses', async () => {
    const head = await request('HEAD', '/api/health');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await request('HEAD', '/api/no-such-call')).statusCode).toBe(404);
    expect((await request('GET', '/files/none.png')).statusCode).toBe(404);
    const post = await app.inject({
      method: 'POST',
      url: '/cart',
      headers: { host: 'parts.localhost' },
    });
    expect(post.statusCode).toBe(404);
  });
});
