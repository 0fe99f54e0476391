import sanitizeHtml from 'sanitize-html';

const colour = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\([\d\s.,%]+\)$/i,
  /^hsla?\([\d\s.,%deg]+\)$/i,
  /^[a-z]+$/i,
];

/**
 * What the editor's rich-text toolbar produces (headings, font, colour, bold, italic,
 * underline, strike, sub/superscript, lists, links, alignment, block quote, tables) and
 * nothing else: no scripts, event handlers, frames, forms or script URLs.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span', 'br', 'hr', 'blockquote'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup'],
    ...['ul', 'ol', 'li', 'a'],
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'target', 'rel'],
    ol: ['start'],
    col: ['span'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedStyles: {
    '*': {
      color: colour,
      'background-color': colour,
      'text-align': [/^(left|right|center|justify)$/],
      'font-family': [/^[\w\s,'"-]+$/],
      'font-size': [/^\d+(\.\d+)?(px|pt|em|rem|%)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
      width: [/^\d+(\.\d+)?(px|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // A link opened in a new tab must not hand the new page a handle on ours.
    a: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = attribs.href ? { href: attribs.href } : {};
      if (attribs.target === '_blank')
        Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: kept };
    },
  },
};

/** Stored rich text as it may reach a browser (stored XSS is the risk). */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);
