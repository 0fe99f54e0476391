import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fuzzyAnchors,
  matchTier,
  oneEditPatterns,
  rankSearchables,
  searchKey,
  searchWords,
  withinOneEdit,
  wordQuery,
  type Searchable,
} from './search-terms.ts';

/** Plain dynamic-programming edit distance, the yardstick for withinOneEdit. */
function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length]!;
}

/** What SQL LIKE does with `_` as the only wildcard. */
const likeMatches = (pattern: string, text: string) =>
  pattern.length === text.length && [...pattern].every((c, i) => c === '_' || c === text[i]);

const key = fc.string({ unit: fc.constantFrom(...'0123456789ABX'), minLength: 1, maxLength: 9 });

describe('searchKey', () => {
  it.each([
    ['314-1087', '3141087'],
    [' 314 1087 ', '3141087'],
    ['0314-1087', '3141087'],
    ['hdu-45-ign', 'HDU45IGN'],
    ['00-12', '12'],
    ['---', ''],
  ])('reads %j as %j', (text, expected) => {
    expect(searchKey(text)).toBe(expected);
  });
});

describe('withinOneEdit', () => {
  it('agrees with the edit distance', () => {
    fc.assert(
      fc.property(key, key, (a, b) => {
        expect(withinOneEdit(a, b)).toBe(levenshtein(a, b) <= 1);
      }),
    );
  });
});

describe('oneEditPatterns and fuzzyAnchors', () => {
  // The key itself matches too (a character 'substituted' by itself); the exact tiers rank
  // it first, so the fuzzy tier never shows it twice.
  it('match exactly the keys at most one edit away', () => {
    fc.assert(
      fc.property(key, key, (query, candidate) => {
        const matched = oneEditPatterns(query).some((p) => likeMatches(p, candidate));
        expect(matched).toBe(levenshtein(query, candidate) <= 1);
      }),
    );
  });

  it('match the key itself', () => {
    fc.assert(
      fc.property(key, (query) => {
        expect(oneEditPatterns(query).some((p) => likeMatches(p, query))).toBe(true);
      }),
    );
  });

  it('let every key one edit away through one of the two anchors', () => {
    const edited = fc
      .tuple(
        key.filter((k) => k.length >= 4),
        fc.constantFrom('substitute', 'delete', 'insert'),
        fc.nat(),
        fc.constantFrom(...'0123456789ABX'),
      )
      .map(([query, edit, at, c]) => {
        const i = at % (query.length + (edit === 'insert' ? 1 : 0));
        const tail = edit === 'insert' ? query.slice(i) : query.slice(i + 1);
        return { query, candidate: query.slice(0, i) + (edit === 'delete' ? '' : c) + tail };
      });
    fc.assert(
      fc.property(edited, ({ query, candidate }) => {
        const { prefix, reversedSuffix } = fuzzyAnchors(query);
        const reversed = [...candidate].reverse().join('');
        expect(candidate.startsWith(prefix) || reversed.startsWith(reversedSuffix)).toBe(true);
      }),
    );
  });
});

describe('searchWords', () => {
  it('keeps words of two or more characters, prefix-matching from three', () => {
    const words = searchWords('Hot-surface IGNITER, 120 v a');
    expect(words).toEqual([
      { word: 'hot', prefix: true },
      { word: 'surface', prefix: true },
      { word: 'igniter', prefix: true },
      { word: '120', prefix: true },
    ]);
    expect(wordQuery(searchWords('gas ig'))).toBe('gas:* & ig');
  });

  it('never lets anything but letters, digits and the query syntax through', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(wordQuery(searchWords(text))).toMatch(/^([a-z0-9]+(:\*)?( & )?)*$/);
      }),
    );
  });
});

describe('ranking', () => {
  const item = (
    catalogNumber: string | null,
    modelNumber: string | null,
    text = '',
  ): Searchable => ({
    catalogNumber,
    modelNumber,
    text,
  });

  it('ranks exact catalog number > exact model number > prefixes > words, fuzzy left out', () => {
    const words = item(null, null, 'Fits 3141 heaters');
    const modelPrefix = item('900-0001', '3141087-B');
    const pcnPrefix = item('314-10875', 'HDU-1');
    const exactModel = item('500-0002', '314-1087');
    const exactPcn = item('314-1087', 'HDU-2');
    // One digit away: listed only when no number matches exactly or by prefix.
    const fuzzy = item('314-1088', 'HDU-3');
    const ranked = rankSearchables('314-1087', [
      words,
      fuzzy,
      modelPrefix,
      pcnPrefix,
      exactModel,
      exactPcn,
    ]);
    expect(ranked).toEqual([exactPcn, exactModel, pcnPrefix, modelPrefix]);
    expect(rankSearchables('3141', [words, modelPrefix, pcnPrefix])).toEqual([
      pcnPrefix,
      modelPrefix,
      words,
    ]);
  });

  it('ranks a number one edit away above a match of words', () => {
    const words = item('100-0001', 'HDU-9', 'Fits 314 1089 heaters');
    const fuzzy = item('314-1088', 'HDU-3');
    const unrelated = item('555-0000', 'HDU-4', 'Blower wheel');
    expect(matchTier('314 1089', words, true)).toBe('words');
    expect(matchTier('314 1089', fuzzy, true)).toBe('one edit away');
    expect(rankSearchables('314 1089', [unrelated, words, fuzzy])).toEqual([fuzzy, words]);
  });

  it('ignores punctuation, spacing, case and leading zeros', () => {
    const model = item('0314-1087', 'hdu-45-ign');
    for (const typed of ['3141087', '314 1087', '0314-1087', '00314.1087'])
      expect(matchTier(typed, model, false)).toBe('exact catalog number');
    expect(matchTier('HDU45IGN', model, false)).toBe('exact model number');
    expect(matchTier('h', model, false)).toBe('model number prefix');
  });

  it('tolerates one wrong, missing or extra character from four characters on', () => {
    const model = item('314-1087', 'HDU-45');
    for (const typed of ['314-1x87', '314-187', '314-10877', 'HDU-46'])
      expect(matchTier(typed, model, true), typed).toBe('one edit away');
    expect(matchTier('HDX', item('1', 'HDU'), true)).toBeNull();
    expect(matchTier('314-1xx7', model, true)).toBeNull();
  });

  it('offers fuzzy matches only when no number matches exactly or by prefix', () => {
    const exact = item('314-1087', null);
    const neighbour = item('314-1088', null);
    expect(rankSearchables('314-1087', [neighbour, exact])).toEqual([exact]);
    expect(rankSearchables('314-1089', [neighbour, exact])).toEqual([neighbour, exact]);
  });

  it('matches division model numbers, their Pcn and Barcode as it matches model numbers', () => {
    const divided = {
      ...item('688-5219', 'HDU-45-MTR'),
      divisionNumbers: ['HT-71271', '084828560526'],
    };
    const other = item('688-5220', 'HT-7127');
    for (const typed of ['HT-71271', 'ht71271', 'HT 71271', '84828560526'])
      expect(matchTier(typed, divided, false), typed).toBe('exact model number');
    expect(matchTier('ht-712', divided, false)).toBe('model number prefix');
    expect(matchTier('HT-71272', divided, true)).toBe('one edit away');
    // A model whose own number is the keyword ranks with it, before prefixes.
    expect(rankSearchables('HT-7127', [divided, other])).toEqual([other, divided]);
    expect(rankSearchables('HT-71271', [other, divided])).toEqual([divided]);
  });

  it('needs every word, whole below three characters and as a prefix from three', () => {
    const igniter = item(null, null, 'Hot surface igniter kit');
    expect(matchTier('ignit kit', igniter, false)).toBe('words');
    expect(matchTier('igniter gasket', igniter, false)).toBeNull();
    expect(matchTier('ki', igniter, false)).toBeNull();
  });
});
