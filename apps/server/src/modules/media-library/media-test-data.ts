import { randomUUID } from 'node:crypto';

/** A PNG header of the given size: signature, IHDR and IEND (enough for file-type and us). */
export function pngOf(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    ihdr,
    Buffer.from('0000000049454e44ae426082', 'hex'),
  ]);
}

/** A JPEG's start, an APP0 segment, then a baseline frame header of the given size. */
export function jpegOf(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    sof,
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export function gifOf(width: number, height: number): Buffer {
  const b = Buffer.alloc(32);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

/** An extended WebP (VP8X) header. */
export function webpOf(width: number, height: number): Buffer {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(32, 4);
  b.write('WEBPVP8X', 8, 'latin1');
  b.writeUInt32LE(10, 16);
  b.writeUIntLE(width - 1, 24, 3);
  b.writeUIntLE(height - 1, 27, 3);
  return b;
}

/** The library's upload form: one file and, when given, the folder. */
export function libraryForm(file: { name: string; content: Buffer }, folderId?: number) {
  const boundary = `----media-${randomUUID()}`;
  const field =
    folderId === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n${folderId}\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
