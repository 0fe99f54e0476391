import { randomUUID } from 'node:crypto';

/** Where an inquiry file goes: a generated name, never the uploaded one. */
export const inquiryBlobKey = (inquiryId: number, extension: string): string =>
  `inquiry-documents/${inquiryId}/${randomUUID()}.${extension}`;
