import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../server/src/lib/rich-text.ts';
import { withDeferredStyles } from './rich-text.tsx';

// The contract: what the server's sanitiser stores is what the client rewrites.
describe('rich text under the Content-Security-Policy', () => {
  it('moves every style attribute of sanitised markup to data-style and nothing else', () => {
    const stored = sanitizeRichText(
      '<p style="text-align: center">Fits <span title="x" style="color: #b02a37">model</span> ' +
        'style="not an attribute" &lt;b style="text"&gt; <a href="https://example.com/?style=1">link</a></p>' +
        '<table><tr><td colspan="2" style="width: 50%">cell</td></tr></table>',
    );
    expect(withDeferredStyles(stored)).toBe(
      '<p data-style="text-align:center">Fits <span data-style="color:#b02a37">model</span> ' +
        'style="not an attribute" &lt;b style="text"&gt; <a href="https://example.com/?style=1">link</a></p>' +
        '<table><tr><td colspan="2" data-style="width:50%">cell</td></tr></table>',
    );
  });
});
