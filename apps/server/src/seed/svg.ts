/** Minimal SVG writing helpers for the generated technical drawings. */

const n = (value: number): string => String(Math.round(value * 10) / 10);

export const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE =
  '<style>.o{fill:none;stroke:#1f2a37;stroke-width:2;stroke-linejoin:round;stroke-linecap:round}' +
  '.f{fill:#eef2f6;stroke:#1f2a37;stroke-width:2;stroke-linejoin:round}' +
  '.d{fill:#c9d3de;stroke:#1f2a37;stroke-width:2}.a{fill:#d9480f;stroke:none}' +
  '.l{fill:none;stroke:#52606d;stroke-width:1}' +
  '.o,.f,.d,.l{vector-effect:non-scaling-stroke}' +
  '.t{font-family:Arial,Helvetica,sans-serif;fill:#1f2a37}</style>';

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${STYLE}` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>${body}</svg>`
  );
}

export type Css = 'o' | 'f' | 'd' | 'a' | 'l';

export const rect = (x: number, y: number, w: number, h: number, css: Css = 'f', rx = 0): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} class="${css}"/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, css: Css = 'o'): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" class="${css}"/>`;

export const circle = (cx: number, cy: number, r: number, css: Css = 'f'): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" class="${css}"/>`;

export const polygon = (points: ReadonlyArray<readonly [number, number]>, css: Css = 'f'): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" class="${css}"/>`;

export const path = (d: string, css: Css = 'o'): string => `<path d="${d}" class="${css}"/>`;

export interface TextOptions {
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'normal' | 'bold';
  fill?: string;
}

export function text(x: number, y: number, value: string, options: TextOptions = {}): string {
  const { size = 14, anchor = 'start', weight = 'normal', fill } = options;
  return (
    `<text x="${n(x)}" y="${n(y)}" class="t" font-size="${size}"` +
    `${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}` +
    `${weight === 'bold' ? ' font-weight="bold"' : ''}${fill ? ` fill="${fill}"` : ''}>` +
    `${escapeXml(value)}</text>`
  );
}

/** Draws `body` (made for a size x size square) scaled into the box. */
export function place(body: string, x: number, y: number, scale: number, scaleX = scale): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n3(scaleX)} ${n3(scale)})">${body}</g>`;
}

const n3 = (value: number): string => String(Math.round(value * 1000) / 1000);

/** Evenly spaced values from `from` to `to` (both included). */
export function steps(from: number, to: number, count: number): number[] {
  if (count <= 1) return [from];
  return Array.from({ length: count }, (_, i) => from + ((to - from) * i) / (count - 1));
}
