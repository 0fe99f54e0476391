import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding, toCachedBody } from './cached-body.ts';

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
    ['gzip;q=0', 'identity'],
  ])('answers %s with %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('toCachedBody', () => {
  it('keeps the same JSON in every encoding and a stable entity tag', async () => {
    const json = JSON.stringify({ Successful: true, Data: ['é', 'x'.repeat(5000)] });
    const body = await toCachedBody(json);
    expect(body.identity.toString('utf8')).toBe(json);
    expect(gunzipSync(body.gzip).toString('utf8')).toBe(json);
    expect(brotliDecompressSync(body.br).toString('utf8')).toBe(json);
    expect((await toCachedBody(json)).etag).toBe(body.etag);
    expect((await toCachedBody(`${json} `)).etag).not.toBe(body.etag);
  });
});
