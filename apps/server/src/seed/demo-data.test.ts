import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildDemoData, type DemoData } from './demo-data.ts';

const checksum = (data: DemoData): string => {
  const hash = createHash('sha256');
  for (const b of data.batches) hash.update(JSON.stringify(b.rows));
  for (const f of data.files) hash.update(f.key).update(typeof f.body === 'function' ? '' : f.body);
  return hash.digest('hex');
};

const rowsOf = (data: DemoData, tableName: string): Array<Record<string, unknown>> => {
  const found = data.batches.find(
    (b) => Reflect.get(b.table, Symbol.for('drizzle:Name')) === tableName,
  );
  if (!found) throw new Error(`no batch for ${tableName}`);
  return found.rows as Array<Record<string, unknown>>;
};

describe('demo data (in memory)', () => {
  const data = buildDemoData();

  it('comes out identical on every build', () => {
    expect(checksum(buildDemoData())).toBe(checksum(data));
  });

  it('gives every model a unique catalogue number like 120-4471', () => {
    const pcns = rowsOf(data, 'model').map((m) => String(m.pcnCatalogNumber));
    expect(new Set(pcns).size).toBe(pcns.length);
    for (const pcn of pcns) expect(pcn).toMatch(/^\d{3}-\d{4}$/);
  });

  it('names categories, classes, series and products with URL slugs, products uniquely', () => {
    const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;
    for (const table of ['category', 'product_class', 'manufacturing_series', 'product']) {
      for (const row of rowsOf(data, table)) expect(String(row.name)).toMatch(slug);
    }
    const products = rowsOf(data, 'product').map((p) => p.name);
    expect(new Set(products).size).toBe(products.length);
  });

  it('gives each SVG image row the size of its drawing', () => {
    const bodies = new Map(data.files.map((f) => [f.key, f.body]));
    for (const image of rowsOf(data, 'image')) {
      const body = bodies.get(`${String(image.path)}/${String(image.imageName)}`);
      expect(typeof body).toBe('string');
      expect(String(body)).toContain(
        `viewBox="0 0 ${String(image.width)} ${String(image.height)}"`,
      );
      expect(`/files/${String(image.path)}/${String(image.imageName)}`).toBe(image.imagePath);
    }
  });

  it('keeps each drawing small', () => {
    for (const f of data.files) {
      if (typeof f.body === 'string') expect(f.body.length, f.key).toBeLessThan(20_000);
    }
  });

  it('writes twenty-odd PDF documents', async () => {
    const pdfs = data.files.filter((f) => f.key.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThanOrEqual(18);
    const first = pdfs[0]?.body;
    if (typeof first !== 'function') throw new Error('PDFs are rendered on write');
    const pdf = await first();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await first()).equals(pdf)).toBe(true);
  });
});
