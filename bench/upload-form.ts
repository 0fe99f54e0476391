// Documents as the benches upload them (orders, inquiries): PDFs that pass the portal's file
// checks, sent with the request field in one multipart body.
import { randomBytes, randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF of about `bytes`: pages of random text, saved without object streams. */
export async function pdfOf(bytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  let size = 0;
  while (size < bytes) {
    const page = doc.addPage([612, 792]);
    for (let line = 0; line < 60; line++)
      page.drawText(randomBytes(40).toString('hex'), { x: 20, y: 760 - line * 12, size: 8, font });
    size += 60 * 80 * 1.3;
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The `request` field holding {Data} as JSON, then each file as `files`. */
export function multipartForm(data: unknown, files: { name: string; content: Buffer }[]) {
  const boundary = `----bench-${randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify({ Data: data })}\r\n`,
      ),
      ...files.flatMap((f) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        f.content,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}
