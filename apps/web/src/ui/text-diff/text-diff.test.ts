import { describe, expect, it } from 'vitest';
import { textOfHtml, wordDiff } from './text-diff.ts';

describe('wordDiff', () => {
  it('marks the words removed and added, keeping the shared ones', () => {
    expect(wordDiff('a red heater', 'a blue heater')).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'removed', text: 'red ' },
      { kind: 'added', text: 'blue ' },
      { kind: 'same', text: 'heater' },
    ]);
  });

  it('gives the new text back when the parts that are not removed are joined', () => {
    const parts = wordDiff('one two three', 'zero one three four');
    const after = parts.filter((p) => p.kind !== 'removed').map((p) => p.text);
    const before = parts.filter((p) => p.kind !== 'added').map((p) => p.text);
    expect(after.join('').replace(/\s+/g, ' ').trim()).toBe('zero one three four');
    expect(before.join('').replace(/\s+/g, ' ').trim()).toBe('one two three');
  });

  it('treats an empty side as all added or all removed', () => {
    expect(wordDiff('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(wordDiff('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
    expect(wordDiff('', '')).toEqual([]);
  });
});

describe('textOfHtml', () => {
  it('compares a rich text by its words, not its tags', () => {
    expect(textOfHtml('<p>Fits <strong>all</strong>&nbsp;models &amp; kits</p>')).toBe(
      'Fits all models & kits',
    );
  });
});
