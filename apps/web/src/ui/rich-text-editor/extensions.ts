import { mergeAttributes, type Extensions } from '@tiptap/core';
import { Link } from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, FontFamily, TextStyle } from '@tiptap/extension-text-style';
import { isAllowedLinkAddress } from './link-address.ts';
import { Subscript, Superscript } from './script-marks.ts';
import { readStyle } from './style-attributes.ts';
import { StylesThroughCssom } from './styles-through-cssom.ts';

type Attributes = Record<string, unknown>;

/** An attribute kept as one style property; read from the deferred style (see style-attributes). */
const styleAttribute = (property: string, name: string, allowed?: readonly string[]) => ({
  default: null,
  parseHTML: (element: HTMLElement) => {
    const value = readStyle(element, property);
    return allowed && !allowed.includes(value ?? '') ? null : value;
  },
  renderHTML: (attributes: Attributes) =>
    typeof attributes[name] === 'string' ? { style: `${property}: ${attributes[name]}` } : {},
});

const ALIGNMENTS = ['left', 'center', 'right', 'justify'];
const CELL_ALIGNMENTS = ['left', 'center', 'right'];

const styledCell = <T extends typeof TableCell | typeof TableHeader>(cell: T) =>
  cell.extend({
    addAttributes() {
      return { ...this.parent?.(), align: styleAttribute('text-align', 'align', CELL_ALIGNMENTS) };
    },
  });

/**
 * The admin §9 toolbar's document: what the server's sanitiser keeps and nothing more
 * (no code, no code blocks), with every style read from and drawn as `data-style`.
 */
export const richTextExtensions = (): Extensions => [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    // No empty paragraph stored after every closing heading, quote or table; the gap cursor
    // still reaches the place after a table.
    trailingNode: false,
    heading: { levels: [1, 2, 3, 4] },
    link: false,
  }),
  // The address first, as the sanitiser writes it: stored rich text is what the editor wrote.
  Link.extend({
    renderHTML(props) {
      const [tag, { href, ...rest }, hole] = this.parent?.(props) as [string, Attributes, 0];
      return [tag, { href, ...rest }, hole];
    },
  }).configure({
    openOnClick: false,
    defaultProtocol: 'https',
    // One link opens in a new tab, the next does not: no target or rel by default.
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: isAllowedLinkAddress,
  }),
  // Nested spans' styles are not merged (the stock rule writes style attributes to do so).
  TextStyle.extend({
    parseHTML: () => [
      {
        tag: 'span',
        consuming: false,
        getAttrs: (element) =>
          element.hasAttribute('data-style') || element.hasAttribute('style') ? {} : false,
      },
    ],
  }),
  Color.extend({
    addGlobalAttributes() {
      return [
        { types: this.options.types, attributes: { color: styleAttribute('color', 'color') } },
      ];
    },
  }),
  FontFamily.extend({
    addGlobalAttributes() {
      const fontFamily = styleAttribute('font-family', 'fontFamily');
      return [{ types: this.options.types, attributes: { fontFamily } }];
    },
  }),
  TextAlign.extend({
    addGlobalAttributes() {
      const textAlign = styleAttribute('text-align', 'textAlign', ALIGNMENTS);
      return [{ types: this.options.types, attributes: { textAlign } }];
    },
  }).configure({ types: ['heading', 'paragraph'], alignments: ALIGNMENTS }),
  Subscript,
  Superscript,
  // Stored without the editor's column widths: its colgroup and min-width are layout only.
  Table.extend({
    renderHTML({ HTMLAttributes }) {
      return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
    },
  }),
  TableRow,
  styledCell(TableHeader),
  styledCell(TableCell),
  StylesThroughCssom,
];
