// Documents as the benches upload them (orders, inquiries): PDFs that pass the portal's file
// checks, sent with the request field in one multipart body (multipartForm of the server's tests).
import { randomBytes } from 'node:crypto';
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
