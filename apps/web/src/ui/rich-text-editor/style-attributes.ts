/**
 * Under the Content-Security-Policy a `style` attribute set from markup or with `setAttribute`
 * is refused and reported wherever the element lives (the page, a DOMParser or template
 * document), while styles set through the CSSOM are not (docs/decisions/105). The editor
 * therefore keeps its styles in `data-style` everywhere in the DOM and writes `style` only into
 * the HTML string it hands back.
 */

/**
 * A `style="` (`data-style="`) attribute inside a tag of sanitised markup or of the editor's own
 * serialisation: both write attribute values in double quotes with `"` escaped, and text with
 * `<` escaped. The same rule as `../rich-text.tsx`, whose module the parts site loads on its own.
 */
const STYLE_IN_TAG = /(<[a-z][^<>]*\s)style="/gi;
const DEFERRED_STYLE_IN_TAG = /(<[a-z][^<>]*\s)data-style="/gi;
const TAG = /<[a-z][^<>]*>/gi;
/** Pasted markup comes from anywhere: any case, single quotes, spaces around `=`. */
const REFUSED_ATTRIBUTE = /(\s)(style|on[a-z]+)(\s*=)/gi;

/** Stored (sanitised) rich text, ready for the editor's parser. */
export const deferStyles = (html: string): string => html.replace(STYLE_IN_TAG, '$1data-style="');

/** The editor's serialised document, with its styles as the stored rich text has them. */
export const restoreStyles = (html: string): string =>
  html.replace(DEFERRED_STYLE_IN_TAG, '$1style="');

/**
 * Markup from the clipboard, before the editor parses it: styles deferred, event handlers
 * renamed. The policy would refuse both anyway, but report each as a violation.
 */
export const deferPastedMarkup = (html: string): string =>
  html.replace(TAG, (tag) =>
    tag.replace(REFUSED_ATTRIBUTE, (_match, space: string, name: string, equals: string) =>
      /^style$/i.test(name)
        ? `${space}data-style${equals}`
        : `${space}data-refused-${name}${equals}`,
    ),
  );

/** One property of an element's deferred (or, outside a browser page, plain) style. */
export function readStyle(element: HTMLElement, property: string): string | null {
  const declarations = element.getAttribute('data-style') ?? element.getAttribute('style') ?? '';
  let value: string | null = null;
  for (const declaration of declarations.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property)
      value = declaration.slice(colon + 1).trim() || null;
  }
  return value;
}

type Attributes = Record<string, unknown>;

/**
 * A DOM output spec (`[tag, attrs?, ...children]`) with every `style` attribute renamed
 * `data-style`, at any depth.
 */
export function deferSpecStyles<T>(spec: T): T {
  if (!Array.isArray(spec)) return spec;
  return spec.map((part: unknown, index) => {
    if (Array.isArray(part)) return deferSpecStyles(part);
    if (index !== 1 || !isAttributes(part) || part.style == null) return part;
    const { style, ...rest } = part;
    return { ...rest, 'data-style': style };
  }) as T;
}

const isAttributes = (part: unknown): part is Attributes =>
  typeof part === 'object' && part !== null && Object.getPrototypeOf(part) === Object.prototype;

/** The deferred style of a spec's outer element, if it has one. */
export function outerStyle(spec: unknown): string | null {
  if (!Array.isArray(spec)) return null;
  const attributes: unknown = spec[1];
  if (!isAttributes(attributes)) return null;
  const style = attributes['data-style'];
  return typeof style === 'string' && style.trim() ? style : null;
}
