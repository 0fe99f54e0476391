import { randomUUID } from 'node:crypto';

/**
 * A multipart body as the new-order and new-inquiry wizards send it: the `request` field
 * holding `request` as JSON, then each file as `files`. Also what the benchmarks upload.
 */
export function multipartForm(request: unknown, files: { name: string; content: Buffer }[] = []) {
  const boundary = `----portal-form-${randomUUID()}`;
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(request)}\r\n`,
    ),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      f.content,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
