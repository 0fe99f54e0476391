/** Width and height read from an image's header; null when the header cannot be read. */
export interface Dimensions {
  width: number;
  height: number;
}

const sized = (width: number, height: number): Dimensions | null =>
  width > 0 && height > 0 ? { width, height } : null;

function png(b: Buffer): Dimensions | null {
  // Signature (8), IHDR length (4), 'IHDR' (4), then width and height.
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized(b.readUInt32BE(16), b.readUInt32BE(20));
}

function gif(b: Buffer): Dimensions | null {
  return b.length < 10 ? null : sized(b.readUInt16LE(6), b.readUInt16LE(8));
}

/** The first start-of-frame marker's size; markers are walked by their lengths. */
function jpeg(b: Buffer): Dimensions | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return sized(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function webp(b: Buffer): Dimensions | null {
  if (b.length < 30 || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return sized(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  if (chunk === 'VP8 ') return sized(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  return null;
}

/** A length in user units; percentages and unknown units count as none. */
function svgLength(value: string | undefined): number | null {
  const m = value?.trim().match(/^(\d+(?:\.\d+)?)\s*(px)?$/i);
  return m?.[1] ? Math.round(Number(m[1])) : null;
}

/** The root <svg> element's width and height, else its viewBox's. */
export function svgDimensions(text: string): Dimensions | null {
  const root = text.match(/<svg\b([^>]*)>/i)?.[1];
  if (root === undefined) return null;
  const attr = (name: string) =>
    root
      .match(new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i'))
      ?.slice(2, 4)
      .find((v) => v !== undefined);
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxWidth = box?.length === 4 && box[2] !== undefined ? box[2] : NaN;
  const boxHeight = box?.length === 4 && box[3] !== undefined ? box[3] : NaN;
  const width = svgLength(attr('width')) ?? (boxWidth > 0 ? Math.round(boxWidth) : null);
  const height = svgLength(attr('height')) ?? (boxHeight > 0 ? Math.round(boxHeight) : null);
  return width && height ? sized(width, height) : null;
}

const readers: Record<string, (b: Buffer) => Dimensions | null> = { png, gif, jpg: jpeg, webp };

/** The size of a PNG, JPEG, GIF or WebP image (by file-type's extension), read from its header. */
export function rasterDimensions(ext: string, content: Buffer): Dimensions | null {
  try {
    return readers[ext]?.(content) ?? null;
  } catch {
    return null; // a header cut short
  }
}
