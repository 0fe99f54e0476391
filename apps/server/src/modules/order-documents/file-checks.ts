import { FILE_TYPE_MESSAGE } from '@portal/domain';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError, ValidationFailed } from '../../lib/errors.ts';
import { pdfVerdict } from './pdf-actions.ts';
import { decodedText, isMarkupOrScript } from './text-content.ts';

/** Detected content type -> the extensions a file of that content may carry. */
const ACCEPTED: Record<string, { extensions: string[]; contentType: string }> = {
  pdf: { extensions: ['pdf'], contentType: 'application/pdf' },
  png: { extensions: ['png'], contentType: 'image/png' },
  jpg: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg' },
  gif: { extensions: ['gif'], contentType: 'image/gif' },
  webp: { extensions: ['webp'], contentType: 'image/webp' },
  bmp: { extensions: ['bmp'], contentType: 'image/bmp' },
  tif: { extensions: ['tif', 'tiff'], contentType: 'image/tiff' },
  docx: {
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    extensions: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  // Word 97-2003 and Excel 97-2003 files are both OLE compound files.
  cfb: { extensions: ['doc', 'xls'], contentType: 'application/octet-stream' },
};
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

export interface CheckedFile {
  name: string;
  extension: string;
  contentType: string;
}

/** An uploaded name as stored: no folders, no '..', no control characters. */
export function checkFileName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw new ValidationFailed('The file has no name.');
  if (/[/\\]/.test(name) || name.split('.').every((p) => p === ''))
    throw new ValidationFailed('A file name cannot contain folders or "..".');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name) || name.length > 200)
    throw new ValidationFailed('The file name is too long or holds control characters.');
  return name;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** A CSV file is text, and not a web page or script under a CSV name (decision 141). */
function checkCsv(name: string, content: Buffer): CheckedFile {
  const text = content.length > 0 ? decodedText(content) : null;
  if (text === null) throw new DomainError(415, FILE_TYPE_MESSAGE);
  if (isMarkupOrScript(text))
    throw new DomainError(
      415,
      `The content of ${name} is a web page or script, not a CSV file. ${FILE_TYPE_MESSAGE}`,
    );
  return { name, extension: 'csv', contentType: 'text/csv' };
}

const pdfRefusals = {
  active: (name: string) =>
    `${name} contains JavaScript or actions that run when it is opened, so it cannot be ` +
    'uploaded. Print or save it as a new PDF and upload that.',
  unreadable: (name: string) =>
    `${name} cannot be checked for JavaScript because it is encrypted or damaged. Save it as ` +
    'a new PDF without a password and upload that.',
};

/**
 * The file's type from its content. The name's extension must agree with it: a program
 * renamed to .pdf, or a picture renamed to .docx, is refused; so are a web page named .csv and
 * a PDF that would run JavaScript or other actions when opened.
 */
export async function checkFileContent(rawName: string, content: Buffer): Promise<CheckedFile> {
  const name = checkFileName(rawName);
  const claimed = extensionOf(name);
  const detected = await fileTypeFromBuffer(content);
  if (!detected) {
    if (claimed === 'csv') return checkCsv(name, content);
    throw new DomainError(415, FILE_TYPE_MESSAGE);
  }
  const accepted = ACCEPTED[detected.ext];
  if (!accepted) throw new DomainError(415, FILE_TYPE_MESSAGE);
  if (!accepted.extensions.includes(claimed))
    throw new DomainError(
      415,
      `The content of ${name} is not what its extension says (${detected.ext}). ${FILE_TYPE_MESSAGE}`,
    );
  if (detected.ext === 'pdf') {
    const verdict = await pdfVerdict(content);
    if (verdict !== 'clean') throw new DomainError(415, pdfRefusals[verdict](name));
  }
  return {
    name,
    extension: claimed,
    contentType: LEGACY_OFFICE[claimed] ?? accepted.contentType,
  };
}
