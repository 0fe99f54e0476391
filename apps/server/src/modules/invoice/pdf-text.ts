import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read from its (deflated) content streams: the strings of each TJ/Tj
 * operator, joined. Enough to check what a generated invoice says; not a general parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const body = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const op of content.matchAll(
      /\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/gs,
    )) {
      const operands = op[1] ?? op[2] ?? '';
      const parts = [...operands.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((p) =>
        p[1] !== undefined
          ? Buffer.from(p[1], 'hex').toString('latin1')
          : p[2]!.replace(/\\(.)/g, '$1'),
      );
      texts.push(parts.join(''));
    }
  }
  return texts.join('\n');
}
