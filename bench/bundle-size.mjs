import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Gzip size of the scripts the first page load fetches: entry plus its modulepreloads. */
export async function initialJsGzipBytes(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  let total = 0;
  for (const src of new Set(srcs)) {
    const file = path.join(distDir, src.replace(/^\//, ''));
    total += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return total;
}
