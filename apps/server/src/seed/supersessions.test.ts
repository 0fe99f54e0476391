import { checkSupersession, resolveReplacement } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data.ts';

describe('the demo’s replaced models', () => {
  const data = buildDemoData();
  const rowsOf = (name: string) =>
    data.batches.find((b) => Reflect.get(b.table, Symbol.for('drizzle:Name')) === name)!
      .rows as Array<Record<string, unknown>>;
  const links = rowsOf('model_supersession').map((r): [string, string] => [
    String(r.pcnCatalogNumber),
    String(r.replacedBy),
  ]);
  const next = new Map(links);

  it('hold a chain of three and one more, between models that exist, without a loop', () => {
    expect(links).toHaveLength(3);
    const pcns = new Set(rowsOf('model').map((m) => String(m.pcnCatalogNumber)));
    for (const [old, replacement] of links) {
      expect(pcns.has(old) && pcns.has(replacement)).toBe(true);
      const others = new Map([...next].filter(([o]) => o !== old));
      expect(checkSupersession(old, replacement, (p) => others.get(p)).ok).toBe(true);
    }
    const [[a, b], [, c]] = links as [[string, string], [string, string]];
    expect(next.get(b)).toBe(c);
    expect(
      resolveReplacement(
        a,
        (p) => next.get(p),
        () => true,
      ),
    ).toBe(c);
  });
});
