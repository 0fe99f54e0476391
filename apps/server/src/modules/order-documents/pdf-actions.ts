import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

/**
 * Names that make a PDF reader run something: JavaScript (`/JavaScript`, `/JS`, also as an
 * `/OpenAction`), additional actions on opening pages, fields and the document (`/AA`),
 * launching programs (`/Launch`) and scripted XFA forms (`/XFA`). Decision 141.
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'AA', 'Launch', 'XFA']);

export type PdfVerdict = 'clean' | 'active' | 'unreadable';

/** A name as a reader understands it: `#xx` escapes decoded, upper or lower case hex. */
const decodeName = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A name token: a slash, then anything up to white space or a delimiter. */
const NAME_TOKEN = /\/([^\s/[\]<>(){}%]*)/g;

/** The file's text outside stream data, where random compressed bytes could pass for a name. */
function textOutsideStreams(raw: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const match of raw.matchAll(/\bstream\r?\n/g)) {
    if (match.index < at) continue;
    parts.push(raw.slice(at, match.index));
    const end = raw.indexOf('endstream', match.index);
    at = end === -1 ? raw.length : end;
  }
  parts.push(raw.slice(at));
  return parts.join(' ');
}

/** An escape in lower-case hex, which the parser leaves alone where a reader decodes it. */
const LOWER_CASE_ESCAPE = /#([a-f][0-9a-fA-F]|[0-9A-F][a-f])/;

/**
 * Every name written in the file's own text, decoded: what a lenient reader could find; and
 * whether one is escaped so that the parser would read the file's structure differently.
 */
function namesInText(raw: string): { names: Set<string>; misread: boolean } {
  const tokens = [...textOutsideStreams(raw).matchAll(NAME_TOKEN)].map((m) => m[1]!);
  return {
    names: new Set(tokens.map(decodeName)),
    misread: tokens.some((token) => LOWER_CASE_ESCAPE.test(token)),
  };
}

/** Every name of every object the parser read, object streams included. */
function namesInObjects(doc: PDFDocument): Set<string> {
  const names = new Set<string>();
  const walk = (value: PDFObject): void => {
    if (value instanceof PDFName) names.add(decodeName(value.decodeText()));
    else if (value instanceof PDFDict)
      for (const [key, entry] of value.entries()) {
        names.add(decodeName(key.decodeText()));
        walk(entry);
      }
    else if (value instanceof PDFArray) value.asArray().forEach(walk);
    else if (value instanceof PDFStream) walk(value.dict);
  };
  for (const [, value] of doc.context.enumerateIndirectObjects()) walk(value);
  return names;
}

const holdsActive = (names: Set<string>) => [...names].some((n) => ACTIVE_NAMES.has(n));

/**
 * Whether a PDF would run something when opened. Dictionaries are plain text unless packed
 * into compressed object streams, so the file's text is read first and, when it has object
 * streams, the parsed objects next. A file whose object streams cannot be read (damaged,
 * encrypted, or named so that the parser would misread them) cannot be checked.
 */
export async function pdfVerdict(content: Buffer): Promise<PdfVerdict> {
  const { names, misread } = namesInText(content.toString('latin1'));
  if (holdsActive(names)) return 'active';
  if (!names.has('ObjStm')) return 'clean';
  if (names.has('Encrypt') || misread) return 'unreadable';
  try {
    const doc = await PDFDocument.load(content, {
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    return holdsActive(namesInObjects(doc)) ? 'active' : 'clean';
  } catch {
    return 'unreadable';
  }
}
