import { FILE_TYPE_MESSAGE } from '@portal/domain';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError, ValidationFailed } from '../../lib/errors.ts';

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

/** Plain text (a CSV file has no signature): valid UTF-8 without NUL bytes. */
function isText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's type from its content. The name's extension must agree with it: a program
 * renamed to .pdf, or a picture renamed to .docx, is refused.
 */
export async function checkFileContent(rawName: string, content: Buffer): Promise<CheckedFile> {
  const name = checkFileName(rawName);
  const claimed = extensionOf(name);
  const detected = await fileTypeFromBuffer(content);
  if (!detected) {
    if (claimed === 'csv' && content.length > 0 && isText(content))
      return { name, extension: 'csv', contentType: 'text/csv' };
    throw new DomainError(415, FILE_TYPE_MESSAGE);
  }
  const accepted = ACCEPTED[detected.ext];
  if (!accepted) throw new DomainError(415, FILE_TYPE_MESSAGE);
  if (!accepted.extensions.includes(claimed))
    throw new DomainError(
      415,
      `The content of ${name} is not what its extension says (${detected.ext}). ${FILE_TYPE_MESSAGE}`,
    );
  return {
    name,
    extension: claimed,
    contentType: LEGACY_OFFICE[claimed] ?? accepted.contentType,
  };
}
