import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSupersession,
  MAX_SUPERSESSION_CHAIN,
  resolveReplacement,
  supersessionChain,
  SupersessionMessage,
  supersessionSave,
  type ReplacementOf,
} from './supersession.ts';

const linksOf =
  (links: Map<string, string>): ReplacementOf =>
  (pcn) =>
    links.get(pcn);

/** Applies edits one by one as the editor call does: each link kept only if the rule allows it. */
function written(edits: [string, string][]): Map<string, string> {
  const links = new Map<string, string>();
  for (const [old, replacement] of edits)
    if (checkSupersession(old, replacement, linksOf(links)).ok) links.set(old, replacement);
  return links;
}

const pcn = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H');
const edits = fc.array(fc.tuple(pcn, pcn), { maxLength: 40 });

describe('supersession edits', () => {
  it('refuses a model replacing itself', () => {
    expect(checkSupersession('A', 'A', () => undefined)).toEqual({
      ok: false,
      reason: 'self',
      message: SupersessionMessage.self,
    });
  });

  it('refuses A → B when B → A, naming the loop', () => {
    const check = checkSupersession('A', 'B', linksOf(new Map([['B', 'A']])));
    expect(check).toEqual({
      ok: false,
      reason: 'loop',
      message: 'A cannot be replaced by B: A → B → A would make a loop.',
    });
  });

  it('refuses a longer loop A → B → C → A', () => {
    const links = new Map([
      ['B', 'C'],
      ['C', 'A'],
    ]);
    expect(checkSupersession('A', 'B', linksOf(links))).toMatchObject({ reason: 'loop' });
  });

  it('allows changing a replacement, since the old link is the one replaced', () => {
    const links = new Map([['A', 'B']]);
    expect(checkSupersession('A', 'C', linksOf(links))).toEqual({ ok: true });
  });

  it(`refuses a chain longer than ${MAX_SUPERSESSION_CHAIN} models`, () => {
    const links = new Map(
      Array.from({ length: MAX_SUPERSESSION_CHAIN - 2 }, (_, i) => [`M${i}`, `M${i + 1}`]),
    );
    expect(checkSupersession('X', 'M0', linksOf(links))).toEqual({ ok: true });
    expect(checkSupersession('X', 'M0', linksOf(links), 1)).toMatchObject({ reason: 'tooLong' });
  });

  it('never lets any sequence of edits make a loop', () => {
    fc.assert(
      fc.property(edits, (list) => {
        const links = written(list);
        for (const start of links.keys()) {
          const seen = new Set<string>();
          for (let p: string | undefined = start; p !== undefined; p = links.get(p)) {
            expect(seen.has(p)).toBe(false);
            seen.add(p);
          }
        }
      }),
    );
  });

  it('refuses exactly the edits whose replacement already leads back to the model', () => {
    fc.assert(
      fc.property(edits, pcn, pcn, (list, old, replacement) => {
        const links = written(list);
        const leadsBack = supersessionChain(replacement, linksOf(links)).includes(old);
        expect(checkSupersession(old, replacement, linksOf(links)).ok).toBe(!leadsBack);
      }),
    );
  });
});

describe('resolving a chain', () => {
  const chain = linksOf(
    new Map([
      ['A', 'B'],
      ['B', 'C'],
    ]),
  );

  it('offers the newest orderable model: A → B → C gives C', () => {
    expect(resolveReplacement('A', chain, () => true)).toBe('C');
  });

  it('skips a newest model that cannot be ordered', () => {
    expect(resolveReplacement('A', chain, (p) => p !== 'C')).toBe('B');
  });

  it('offers nothing when no later model can be ordered, nor for a model not replaced', () => {
    expect(resolveReplacement('A', chain, (p) => p === 'A')).toBeNull();
    expect(resolveReplacement('C', chain, () => true)).toBeNull();
  });

  it('always offers a later model of the chain that can be ordered, and none later can', () => {
    fc.assert(
      fc.property(edits, pcn, fc.subarray(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']), (l, s, on) => {
        const links = linksOf(written(l));
        const orderable = (p: string) => on.includes(p);
        const found = resolveReplacement(s, links, orderable);
        const later = supersessionChain(s, links).slice(1);
        if (found === null) expect(later.some(orderable)).toBe(false);
        else {
          expect(orderable(found)).toBe(true);
          expect(later.slice(later.indexOf(found) + 1).some(orderable)).toBe(false);
        }
      }),
    );
  });

  it('stops at a loop written by hand rather than following it forever', () => {
    const looped = linksOf(
      new Map([
        ['A', 'B'],
        ['B', 'A'],
      ]),
    );
    expect(supersessionChain('A', looped)).toEqual(['A', 'B']);
    expect(resolveReplacement('A', looped, () => true)).toBe('B');
  });
});

describe('the editor call body', () => {
  it('trims the catalogue number and keeps an empty note as none', () => {
    expect(supersessionSave.parse({ ReplacedBy: ' 00012345 ', Note: ' ' })).toEqual({
      ReplacedBy: '00012345',
      Note: null,
    });
  });

  it('refuses an empty or over-long catalogue number', () => {
    for (const ReplacedBy of ['  ', '1234567890123456789']) {
      const result = supersessionSave.safeParse({ ReplacedBy });
      expect(result.error?.issues[0]?.message).toBe(
        'Catalog Number must be between 1 and 18 characters',
      );
    }
  });
});
