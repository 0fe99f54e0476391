/** Plain text (a CSV file has no signature): valid UTF-8 without NUL bytes; null otherwise. */
export function decodedText(content: Buffer): string | null {
  if (content.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
}

/**
 * How a web page, SVG or XML document, or a script begins (after a byte order mark and white
 * space): what a browser or a script host would take the file for, whatever its name says.
 */
const MARKUP_OR_SCRIPT_START = new RegExp(
  '^\\uFEFF?\\s*(' +
    [
      '<(!doctype|!--|\\?xml|html|head|body|script|svg|iframe|object|embed|meta|link|style|title|base|form|img|div|table|font|a|b|p|br|h[1-6])[\\s/>]',
      '#!',
      '//',
      '/\\*',
      '[\'"]use strict[\'"]',
      '(function|var|let|const|import|export|async)\\s',
      '[(!]function\\b',
      '(window|document)\\.',
    ].join('|') +
    ')',
  'i',
);

/**
 * Elements and event handlers a browser runs wherever they stand in a text. A tag is looked
 * for within one line and 200 characters, so that no text makes the search slow.
 */
const ACTIVE_MARKUP =
  /<\s*(script|iframe|object|embed|svg|html|body|meta|base|link|form)[\s/>]|<[a-z][^<>\n]{0,200}\son[a-z]+\s*=/i;

/** Whether a text that should be a CSV file is really a web page, SVG, XML or a script. */
export const isMarkupOrScript = (text: string): boolean =>
  MARKUP_OR_SCRIPT_START.test(text) || ACTIVE_MARKUP.test(text);
