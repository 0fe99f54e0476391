import { ORDER_TEXT_LINE_LENGTH, ORDER_TEXT_LINES_MAX } from '@portal/domain';

/** Lines kept free for the address-verification execution ids, one per address (decision 045). */
const VERIFICATION_LINES = 2;
export const COMMENT_MAX_LINES = ORDER_TEXT_LINES_MAX - VERIFICATION_LINES;
/** Even the worst word breaks wrap this many characters of one paragraph into fewer lines. */
export const COMMENT_MAX_LENGTH = 1000;
export const COMMENT_TOO_MANY_LINES = `Order comments must fit in ${COMMENT_MAX_LINES} lines of up to ${ORDER_TEXT_LINE_LENGTH} characters`;
export const COMMENT_TOO_LONG = `Order comments must be at most ${COMMENT_MAX_LENGTH} characters`;

/** A word cut into pieces of at most one line, never inside a character. */
function pieces(word: string): string[] {
  const out: string[] = [''];
  for (const char of word) {
    if (out[out.length - 1]!.length + char.length > ORDER_TEXT_LINE_LENGTH) out.push('');
    out[out.length - 1] += char;
  }
  return out;
}

/** One paragraph filled into lines, breaking between words where it can. */
function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of paragraph.split(/\s+/).filter(Boolean).flatMap(pieces)) {
    if (line === '') line = piece;
    else if (line.length + 1 + piece.length <= ORDER_TEXT_LINE_LENGTH) line += ` ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The comment box as the order's text lines: each paragraph wrapped, blank lines dropped. */
export const commentLines = (comment: string): string[] => comment.split(/\r?\n/).flatMap(wrap);

/** What stops Pay about the comment; empty when the order can carry all of it. */
export function commentProblems(comment: string): string[] {
  if (comment.length > COMMENT_MAX_LENGTH) return [COMMENT_TOO_LONG];
  return commentLines(comment).length > COMMENT_MAX_LINES ? [COMMENT_TOO_MANY_LINES] : [];
}
