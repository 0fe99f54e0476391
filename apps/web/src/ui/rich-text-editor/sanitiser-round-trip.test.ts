// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../../server/src/lib/rich-text.ts';
import { richTextExtensions } from './extensions.ts';
import { deferStyles } from './style-attributes.ts';
import { editorHtml } from './styles-through-cssom.ts';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

const load = (html: string) => {
  const editor = new Editor({ extensions: richTextExtensions(), injectCSS: false });
  editors.push(editor);
  editor.commands.setContent(deferStyles(html));
  return editor;
};

/** Everything admin §9's toolbar writes, as the editor writes it. */
const EVERY_TOOL = [
  '<h1 style="text-align: center">Heading 1</h1>',
  '<h2 style="text-align: right">Heading 2</h2>',
  '<h3 style="text-align: justify">Heading 3</h3>',
  '<h4 style="text-align: left">Heading 4</h4>',
  '<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> x<sup>2</sup> H<sub>2</sub>O</p>',
  '<p><span style="color: #b02a37; font-family: Times New Roman, Times, serif">red serif</span> ',
  '<span style="font-family: Courier New, Courier, monospace">mono</span> ',
  '<span style="color: #00aa00"><strong><em>all at once</em></strong></span></p>',
  '<ul><li><p>bullet</p></li></ul><ol><li><p>one</p><ol><li><p>nested</p></li></ol></li></ol>',
  '<p>© ® ™ ° ± × ÷ µ Ω ½ ¼ ¾ — – …</p>',
  '<p><a href="https://example.com/manual.pdf">same tab</a> ',
  '<a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a> ',
  '<a href="mailto:parts@example.com">mail</a> <a href="tel:+18005550100">call</a> ',
  '<a href="/parts/100?tab=2&amp;x=1">part</a></p>',
  '<blockquote><p>quoted</p></blockquote>',
  '<table><tbody><tr><th><p>Size</p></th><th><p>Part</p></th></tr>',
  '<tr><td><p>M6</p></td><td><p style="text-align: right">12</p></td></tr>',
  '<tr><td colspan="2"><p></p></td></tr></tbody></table>',
  '<p>line<br>break</p><hr><p></p>',
].join('');

/** The sanitiser's spelling of the same markup: compact style declarations, void tags closed. */
const sanitiserSpelling = (html: string) =>
  html
    .replace(
      /style="([^"]*)"/g,
      (_all, style: string) => `style="${style.replace(/\s*([:;])\s*/g, '$1')}"`,
    )
    .replace(/<(br|hr)>/g, '<$1 />');

describe("the toolbar's rich text through the server's sanitiser", () => {
  it('is written by the editor as listed', () => {
    expect(editorHtml(load(EVERY_TOOL))).toBe(EVERY_TOOL);
  });

  it('comes through unchanged but for spelling', () => {
    expect(sanitizeRichText(EVERY_TOOL)).toBe(sanitiserSpelling(EVERY_TOOL));
  });

  it('opens in the editor as the same document it was saved from', () => {
    const saved = load(EVERY_TOOL);
    const stored = load(sanitizeRichText(editorHtml(saved)));
    expect(stored.getJSON()).toEqual(saved.getJSON());
    expect(editorHtml(stored)).toBe(EVERY_TOOL);
  });
});
