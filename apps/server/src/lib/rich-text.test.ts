import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)"><p onclick="steal()">Text</p>', '<p>Text</p>'],
    ['<a href="javascript:alert(1)">link</a>', '<a>link</a>'],
    ['<iframe src="https://example.com"></iframe><p>after</p>', '<p>after</p>'],
    ['<p style="color:red;background-image:url(x)">c</p>', '<p style="color:red">c</p>'],
    ['<p style="text-align:expression(alert(1))">c</p>', '<p>c</p>'],
  ])('strips what could run script: %s', (html, safe) => {
    expect(sanitizeRichText(html)).toBe(safe);
  });

  it("keeps the toolbar's formatting", () => {
    const html =
      '<h2 style="text-align:center">Title</h2>' +
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><sub>2</sub><sup>3</sup></p>' +
      '<p><span style="color:#ff0000;font-family:Arial, sans-serif;font-size:14px">red</span></p>' +
      '<ol start="2"><li>one</li></ol><ul><li>two</li></ul>' +
      '<blockquote>quote</blockquote>' +
      '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>a</td><td>b</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('gives a link opened in a new tab rel="noopener noreferrer" and drops other targets', () => {
    expect(
      sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/parts" target="_top">x</a>')).toBe('<a href="/parts">x</a>');
  });
});
