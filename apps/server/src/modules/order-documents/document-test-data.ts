import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF of the given number of pages, each saying which page it is. */
export async function pdfWithPages(pages: number, label = 'Document'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([300, 200]).drawText(`${label} page ${i}`, { x: 20, y: 100, size: 12, font });
  return Buffer.from(await doc.save());
}

/** The eight-byte PNG signature and an IHDR chunk: enough to be recognised as a PNG. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

/** The start of a Windows program ('MZ' and a PE header offset). */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.alloc(36),
  Buffer.from('80000000', 'hex'),
  Buffer.alloc(64),
  Buffer.from('50450000', 'hex'),
  Buffer.alloc(200),
]);

/** A multipart/form-data body holding the files, as a browser sends it. */
export function multipartBody(files: { name: string; content: Buffer; type?: string }[]) {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
        `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    f.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
