import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  localHeaderAt: number;
}

/** The entries of a zip's central directory, or null when it has none that can be read. */
function entriesOf(zip: Buffer): ZipEntry[] | null {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeaderAt: zip.readUInt32LE(at + 42),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's bytes as stored: after its local header, as long as the directory says. */
function storedBytes(zip: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localHeaderAt;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= zip.length ? zip.subarray(start, end) : null;
}

/**
 * Whether a zip (an .xlsx file) unpacks to at most `limit` bytes, checked before a reader
 * unpacks it whole: the sizes its directory declares, then each entry inflated no further
 * than its declared size, so a file that lies about them is caught too. Zip64 files, other
 * compression methods and damaged directories are refused.
 */
export function unpacksWithin(zip: Buffer, limit: number): boolean {
  const entries = entriesOf(zip);
  if (!entries) return false;
  let total = 0;
  for (const entry of entries) {
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) return false;
    total += entry.size;
    if (total > limit) return false;
  }
  for (const entry of entries) {
    const bytes = storedBytes(zip, entry);
    if (!bytes) return false;
    if (entry.method === STORED) {
      if (bytes.length !== entry.size) return false;
    } else if (entry.method === DEFLATED) {
      try {
        if (inflateRawSync(bytes, { maxOutputLength: entry.size + 1 }).length !== entry.size)
          return false;
      } catch {
        return false;
      }
    } else return false;
  }
  return true;
}
