/** The schemes the server's sanitiser keeps on a link (apps/server/src/lib/rich-text.ts). */
const SCHEMES = ['http', 'https', 'mailto', 'tel'];
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// Browsers ignore control characters and whitespace inside a scheme ("jav\tascript:").
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/**
 * Whether a link address is one the portal keeps: http, https, mailto or tel, or a path on
 * the portal itself. Another site without a scheme ("//host") is refused, as the sanitiser does.
 */
export function isAllowedLinkAddress(address: string): boolean {
  const compact = address.replace(IGNORED, '');
  if (!compact || compact.startsWith('//') || compact.startsWith('\\')) return false;
  const scheme = SCHEME.exec(compact)?.[1];
  return scheme === undefined || SCHEMES.includes(scheme.toLowerCase());
}

/** What the editor stores for an address typed without a scheme that names a site. */
export function completeLinkAddress(address: string): string {
  const trimmed = address.trim();
  if (SCHEME.test(trimmed) || /^[/?#.]/.test(trimmed)) return trimmed;
  if (/^[^\s/@]+@[^\s/@]+\.[^\s/@]+$/.test(trimmed)) return `mailto:${trimmed}`;
  if (/^[\w-]+(\.[\w-]+)+([/?#:]|$)/.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}
