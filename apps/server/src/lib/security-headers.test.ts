import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/** The directives of an answer's policy, by name. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => !!name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectPortalHeaders(res: LightMyRequestResponse): void {
  const policy = policyOf(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('security headers', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
    app = await buildTestApp(database.db, undefined, { webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

  it.each(['/', '/heating/unit-heaters/hdu-series', '/cart', '/assets/app.js'])(
    'come with the page or file %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expectPortalHeaders(res);
    },
  );

  it.each([
    ['/api/health', 200],
    ['/api/no-such-call', 404],
    ['/api/site/not!a!host', 400],
    // Refused by the router before any hook runs.
    ['/api/site/%E0%A4%A', 400],
  ])('come with the API answer %s (%i)', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
    expectPortalHeaders(res);
  });

  it('let the portal frame the card fields page, which loads no inline script or style', async () => {
    const res = await get('/payment-gateway/card-fields?token=t&origin=http://localhost');
    expect(res.statusCode).toBe(200);
    const policy = policyOf(res);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).not.toMatch(/<style|<script>|<script [^>]*>[^<]/);
    expect(res.body).toContain('<link rel="stylesheet" href="card-fields.css">');
    const style = await get('/payment-gateway/card-fields.css');
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toContain('text/css');
    expect(style.body).toContain('.field');
  });

  it('do not let a foreign origin named by the card fields page frame it', async () => {
    const res = await get('/payment-gateway/card-fields?token=t&origin=https://evil.example');
    expect(policyOf(res).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('leave the mail outbox pages without inline style', async () => {
    const list = await get('/dev/mail');
    expectPortalHeaders(list);
    expect(list.body).not.toMatch(/<style|<script/);
    expect(list.body).toContain('<link rel="stylesheet" href="/dev/mail/outbox.css">');
    const style = await get('/dev/mail/outbox.css');
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toContain('text/css');
  });
});
