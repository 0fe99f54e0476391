import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/** ZIP fields are 32-bit without the ZIP64 extension, which no spreadsheet here needs. */
const MAX_32 = 0xffffffff;
const DEFLATE = 8;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const VERSION = 20;

interface CentralEntry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** An entry being written: its bytes go through deflate into the archive as they come. */
export interface ZipEntry {
  write(data: Buffer): Promise<void>;
  end(): Promise<void>;
}

/** DOS date and time of now, as ZIP headers carry them. */
function dosStamp(now = new Date()): { time: number; date: number } {
  return {
    time: (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2),
    date: ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate(),
  };
}

/**
 * A ZIP archive written front to back into `out`, one deflated entry at a time, sizes in data
 * descriptors: nothing is held but the entry list, so an archive of any length streams.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: CentralEntry[] = [];
  private readonly stamp = dosStamp();
  private open = false;

  constructor(private readonly out: Writable) {}

  private async emit(data: Buffer): Promise<void> {
    if (this.out.destroyed) throw new Error('The archive stream was closed');
    this.offset += data.length;
    if (!this.out.write(data)) await once(this.out, 'drain');
  }

  private localHeader(name: Buffer): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    // CRC and sizes are zero here: the data descriptor after the data carries them.
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, name]);
  }

  /** Starts an entry; the previous one must have ended. */
  async entry(fileName: string): Promise<ZipEntry> {
    if (this.open) throw new Error('The previous ZIP entry has not ended');
    this.open = true;
    const name = Buffer.from(fileName, 'utf8');
    const offset = this.offset;
    await this.emit(this.localHeader(name));
    // Up to a megabyte waits for the compressing thread: rows are made while it compresses,
    // instead of each write waiting for the one before.
    const options: zlib.ZlibOptions & { writableHighWaterMark: number } = {
      level: 1,
      chunkSize: 64 * 1024,
      writableHighWaterMark: 1 << 20,
    };
    const deflate = zlib.createDeflateRaw(options);
    let crc = 0;
    let size = 0;
    let compressed = 0;
    let failure: Error | null = null;
    const drained = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        await this.emit(chunk);
      }
    })().catch((error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
      deflate.destroy();
    });
    return {
      write: async (data) => {
        if (failure) throw failure;
        crc = zlib.crc32(data, crc);
        size += data.length;
        if (!deflate.write(data)) await Promise.race([once(deflate, 'drain'), drained]);
      },
      end: async () => {
        deflate.end();
        await drained;
        if (failure) throw failure;
        if (size > MAX_32 || compressed > MAX_32 || offset > MAX_32)
          throw new Error('The spreadsheet is larger than 4 GB');
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(crc, 4);
        descriptor.writeUInt32LE(compressed, 8);
        descriptor.writeUInt32LE(size, 12);
        await this.emit(descriptor);
        this.entries.push({ name, crc, compressed, size, offset });
        this.open = false;
      },
    };
  }

  /** A whole small entry at once. */
  async file(fileName: string, content: string): Promise<void> {
    const entry = await this.entry(fileName);
    await entry.write(Buffer.from(content, 'utf8'));
    await entry.end();
  }

  /** Writes the central directory; the archive is complete once this resolves. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(VERSION, 6);
      header.writeUInt16LE(FLAGS, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.date, 14);
      header.writeUInt32LE(e.crc, 16);
      header.writeUInt32LE(e.compressed, 20);
      header.writeUInt32LE(e.size, 24);
      header.writeUInt16LE(e.name.length, 28);
      header.writeUInt32LE(e.offset, 42);
      await this.emit(Buffer.concat([header, e.name]));
    }
    const size = this.offset - start;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    await this.emit(end);
  }
}
