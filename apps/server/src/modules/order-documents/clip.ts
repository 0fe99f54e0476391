import { PDFDocument } from 'pdf-lib';
import { DomainError } from '../../lib/errors.ts';

/** One PDF made of the given ones, their pages in order. */
export async function mergePdfs(
  files: readonly { name: string; content: Buffer }[],
): Promise<Buffer> {
  const merged = await PDFDocument.create();
  for (const file of files) {
    let source: PDFDocument;
    try {
      source = await PDFDocument.load(file.content);
    } catch {
      throw new DomainError(422, `${file.name} could not be read as a PDF document.`);
    }
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}
