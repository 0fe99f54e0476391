/**
 * A first character that makes a spreadsheet program read a cell as a formula or a command:
 * = + - @, a tab or a carriage return, and the full-width = + - @ that some locales accept.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A plain number (-12.5, +3, 1e-3) is read as that number, never run. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Text as every spreadsheet the portal writes (.xlsx or .csv) stores it: text a spreadsheet
 * program would run as a formula (`=HYPERLINK(...)`, `@SUM(...)`, `-2+3`) gets a leading
 * apostrophe, so it is shown as the text it is, also after the file is saved again as CSV.
 */
export function neutraliseCellText(text: string): string {
  // Letters and digits, by far the most usual first characters, need no pattern.
  const first = text.charCodeAt(0);
  if ((first >= 48 && first <= 57) || (first >= 65 && first <= 90) || (first >= 97 && first <= 122))
    return text;
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
