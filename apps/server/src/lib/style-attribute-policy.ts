import { createHash } from 'node:crypto';

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The policy's exception for a server-rendered page: the style attributes in its markup
 * (a callout's position on a drawing, a table's height), each allowed by the hash of its exact
 * value and nothing else. Null when the markup has none. In the browser, React sets styles
 * through the CSSOM, which the policy does not restrict (docs/decisions/148).
 */
export function styleAttributeSources(html: string): string | null {
  const hashes = new Set<string>();
  for (const [, escaped] of html.matchAll(STYLE_ATTRIBUTE)) {
    const value = escaped!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
    hashes.add(`'sha256-${createHash('sha256').update(value).digest('base64')}'`);
  }
  return hashes.size === 0 ? null : `style-src-attr 'unsafe-hashes' ${[...hashes].join(' ')}`;
}
