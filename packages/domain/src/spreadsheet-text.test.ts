import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCellText } from './spreadsheet-text.ts';

describe('neutraliseCellText', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ["+1+cmd|' /C calc'!A0", `'+1+cmd|' /C calc'!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['\uFF1D1+1', `'\uFF1D1+1`],
  ])('puts an apostrophe before %j', (text, expected) => {
    expect(neutraliseCellText(text)).toBe(expected);
  });

  it.each(['Blower motor', '120-1001', 'a=b', ' =1', '', '-12.5', '+3', '-1e-3', '.5'])(
    'leaves %j as it is',
    (text) => {
      expect(neutraliseCellText(text)).toBe(text);
    },
  );

  it('never leaves text that starts a formula, and changes nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const safe = neutraliseCellText(text);
        const runs =
          /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(safe) && !Number.isFinite(Number(safe));
        expect(runs).toBe(false);
        expect(safe === text || safe === `'${text}`).toBe(true);
      }),
    );
  });
});
