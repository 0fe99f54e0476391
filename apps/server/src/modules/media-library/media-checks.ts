import { MediaMessage } from '@portal/domain';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError, ValidationFailed } from '../../lib/errors.ts';
import { checkFileContent, checkFileName } from '../order-documents/file-checks.ts';
import { decodedText } from '../order-documents/text-content.ts';
import { rasterDimensions, svgDimensions } from './image-dimensions.ts';
import { isActiveSvg, looksLikeSvg } from './svg-content.ts';

export interface CheckedImage {
  name: string;
  extension: string;
  contentType: string;
  width: number;
  height: number;
}

/** Detected type -> the extensions it may carry and its content type. */
const RASTER: Record<string, { extensions: string[]; contentType: string }> = {
  png: { extensions: ['png'], contentType: 'image/png' },
  jpg: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg' },
  gif: { extensions: ['gif'], contentType: 'image/gif' },
  webp: { extensions: ['webp'], contentType: 'image/webp' },
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

const unsupported = () => new DomainError(415, MediaMessage.imageType);

function checkSvg(name: string, content: Buffer): CheckedImage {
  const text = decodedText(content);
  if (text === null || !looksLikeSvg(text)) throw unsupported();
  if (isActiveSvg(text)) throw new DomainError(415, MediaMessage.svgActive(name));
  const size = svgDimensions(text);
  if (!size) throw new ValidationFailed(MediaMessage.noSize(name));
  return { name, extension: 'svg', contentType: 'image/svg+xml', ...size };
}

/**
 * An image for the library, typed by its content (file-type; SVG, which has no signature, by
 * its text), its extension agreeing, with its width and height read from the file.
 */
export async function checkImageUpload(rawName: string, content: Buffer): Promise<CheckedImage> {
  const name = checkFileName(rawName);
  const claimed = extensionOf(name);
  const detected = await fileTypeFromBuffer(content);
  if (!detected || detected.ext === 'xml') {
    if (claimed === 'svg') return checkSvg(name, content);
    throw unsupported();
  }
  const accepted = RASTER[detected.ext];
  if (!accepted) throw unsupported();
  if (!accepted.extensions.includes(claimed))
    throw new DomainError(
      415,
      `The content of ${name} is not what its extension says (${detected.ext}). ${MediaMessage.imageType}`,
    );
  const size = rasterDimensions(detected.ext, content);
  if (!size) throw new ValidationFailed(MediaMessage.noSize(name));
  return { name, extension: claimed, contentType: accepted.contentType, ...size };
}

const DOCUMENT_EXTENSIONS = new Set(['pdf', 'docx', 'xlsx', 'doc', 'xls']);

/** A document for the library: PDF, Word or Excel, with decision 141's content checks. */
export async function checkDocumentUpload(rawName: string, content: Buffer) {
  const claimed = extensionOf(checkFileName(rawName));
  if (!DOCUMENT_EXTENSIONS.has(claimed)) throw new DomainError(415, MediaMessage.documentType);
  const checked = await checkFileContent(rawName, content);
  if (!DOCUMENT_EXTENSIONS.has(checked.extension))
    throw new DomainError(415, MediaMessage.documentType);
  return checked;
}
