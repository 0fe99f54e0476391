import { ORDER_TEXT_LINE_LENGTH } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MAX_LINES,
  COMMENT_TOO_LONG,
  COMMENT_TOO_MANY_LINES,
  commentLines,
  commentProblems,
} from './order-comment.ts';

/** Words of the given lengths, one space apart, cut to `length` characters. */
const prose = (wordLengths: number[], length: number) => {
  let text = '';
  for (let i = 0; text.length < length; i++)
    text += `${'w'.repeat(wordLengths[i % wordLengths.length]!)} `;
  return text.slice(0, length);
};

describe('order comment', () => {
  it('wraps a paragraph between words into lines of at most 132 characters', () => {
    const comment = prose([3, 9, 5, 12], 600);
    const lines = commentLines(comment);
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(ORDER_TEXT_LINE_LENGTH);
    expect(lines.join(' ')).toBe(comment.trim());
  });

  it('cuts a word longer than a line', () => {
    expect(commentLines('x'.repeat(300)).map((l) => l.length)).toEqual([132, 132, 36]);
  });

  it('never cuts inside a character', () => {
    const lines = commentLines('😀'.repeat(100));
    expect(lines.map((l) => l.length)).toEqual([132, 68]);
    expect(lines.join('')).toBe('😀'.repeat(100));
  });

  it('keeps each paragraph on lines of its own and drops blank ones', () => {
    expect(commentLines('  Leave at the back door \r\n\n\tCall   first\n')).toEqual([
      'Leave at the back door',
      'Call first',
    ]);
  });

  it('fits any comment of the longest length without line breaks into the line limit', () => {
    for (let a = 1; a <= ORDER_TEXT_LINE_LENGTH + 1; a++)
      for (const b of [1, a, ORDER_TEXT_LINE_LENGTH - a, ORDER_TEXT_LINE_LENGTH + 1 - a]) {
        const comment = prose([a, Math.max(b, 1)], COMMENT_MAX_LENGTH);
        expect(commentLines(comment).length, `words of ${a} and ${b}`).toBeLessThanOrEqual(
          COMMENT_MAX_LINES,
        );
        expect(commentProblems(comment)).toEqual([]);
      }
  });

  it('refuses a comment of more lines than the order keeps for it', () => {
    expect(commentProblems('item\n'.repeat(COMMENT_MAX_LINES))).toEqual([]);
    expect(commentProblems('item\n'.repeat(COMMENT_MAX_LINES + 1))).toEqual([
      COMMENT_TOO_MANY_LINES,
    ]);
    expect(COMMENT_TOO_MANY_LINES).toBe(
      'Order comments must fit in 18 lines of up to 132 characters',
    );
  });

  it('refuses a comment longer than the comment box takes', () => {
    expect(commentProblems('x'.repeat(COMMENT_MAX_LENGTH + 1))).toEqual([COMMENT_TOO_LONG]);
  });
});
