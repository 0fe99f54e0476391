/**
 * What an SVG may not hold to be taken into the library (decision 171): anything a browser runs
 * or fetches when the file is opened on its own. Each pattern stays within one tag or one
 * attribute value, so the search is linear in the file's size.
 */
const ACTIVE_SVG: RegExp[] = [
  // Scripts, embedded pages and documents, namespaced or not.
  /<\s*([\w.-]+:)?(script|foreignObject|iframe|embed|object|handler|listener)[\s/>]/i,
  // Event handler attributes (onload=, onclick= ...).
  /<[^<>]*?[\s"'/]on[a-z]+\s*=/i,
  // Links to anything but a fragment of the same file (href, xlink:href, src).
  /[\s"'](([\w-]+:)?href|src)\s*=\s*("\s*[^"#\s]|'\s*[^'#\s])/i,
  // Animations that would rewrite a link.
  /attributeName\s*=\s*["']\s*([\w-]+:)?href/i,
  // Style sheets and fonts from elsewhere.
  /url\(\s*["']?\s*[^"'#\s)]/i,
  /@import/i,
  /<\?xml-stylesheet/i,
  // Entities: external ones fetch files, internal ones can blow up when expanded.
  /<!(DOCTYPE|ENTITY)/i,
  /javascript:/i,
];

/** Whether an SVG's text holds a script, event handler, foreign object or external reference. */
export const isActiveSvg = (text: string): boolean => ACTIVE_SVG.some((p) => p.test(text));

/** Whether the text is an SVG document: an <svg> root after an optional XML declaration. */
export const looksLikeSvg = (text: string): boolean =>
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text);
