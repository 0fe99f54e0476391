// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  deferPastedMarkup,
  deferSpecStyles,
  deferStyles,
  outerStyle,
  readStyle,
  restoreStyles,
} from './style-attributes.ts';

const element = (html: string): HTMLElement => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.firstElementChild as HTMLElement;
};

describe('style attributes under the Content-Security-Policy', () => {
  it('renames style to data-style at every depth of a DOM output spec', () => {
    const spec = [
      'table',
      { style: 'min-width: 50px', class: 'x' },
      ['tbody', { style: 'color: red' }, 0],
    ];
    expect(deferSpecStyles(spec)).toEqual([
      'table',
      { class: 'x', 'data-style': 'min-width: 50px' },
      ['tbody', { 'data-style': 'color: red' }, 0],
    ]);
    expect(deferSpecStyles(['p', 0])).toEqual(['p', 0]);
    expect(outerStyle(deferSpecStyles(['span', { style: 'color: red' }, 0]))).toBe('color: red');
    expect(outerStyle(['span', 0])).toBeNull();
  });

  it('reads a property of the deferred style first, the last declaration winning', () => {
    const span = element(
      '<span data-style="color: red; COLOR: #00aa00;font-family: Georgia, serif" style="color: blue">x</span>',
    );
    expect(readStyle(span, 'color')).toBe('#00aa00');
    expect(readStyle(span, 'font-family')).toBe('Georgia, serif');
    expect(readStyle(span, 'text-align')).toBeNull();
    expect(readStyle(element('<p style="text-align: center">x</p>'), 'text-align')).toBe('center');
  });

  it('defers and restores style attributes inside tags only', () => {
    const stored = '<p style="text-align:center">style="not an attribute" &lt;b style="x"&gt;</p>';
    const deferred =
      '<p data-style="text-align:center">style="not an attribute" &lt;b style="x"&gt;</p>';
    expect(deferStyles(stored)).toBe(deferred);
    expect(restoreStyles(deferred)).toBe(stored);
    expect(restoreStyles('<p>data-style="text"</p>')).toBe('<p>data-style="text"</p>');
  });

  it('neutralises style attributes and event handlers in pasted markup, however written', () => {
    expect(
      deferPastedMarkup(
        `<P STYLE = 'color:red' onClick="x()">on style="text"</P><img src=x onerror=alert(1) style=color:red>`,
      ),
    ).toBe(
      `<P data-style = 'color:red' data-refused-onClick="x()">on style="text"</P><img src=x data-refused-onerror=alert(1) data-style=color:red>`,
    );
  });
});
