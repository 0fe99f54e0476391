import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { fileNameOf, readExportAnswer, XLSX_CONTENT_TYPE } from './export-answer.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const job = {
  JobId: '5b0c3a4e-3f6d-4a53-9a8e-0d8f9b8a1c11',
  Level: 'all',
  Title: 'All Categories',
  FileName: 'All Categories.xlsx',
  CustomerNumber: null,
  Status: 'Queued',
  RowsWritten: 0,
  RowsTotal: null,
  CreatedAt: '2025-09-09T10:00:00.000Z',
  FinishedAt: null,
  ExpiresAt: null,
  Key: null,
  Error: null,
};

describe('the file name of a download', () => {
  it('prefers the UTF-8 name', () => {
    expect(
      fileNameOf(
        `attachment; filename="Caf_ Coils.xlsx"; filename*=UTF-8''Caf%C3%A9%20Coils.xlsx`,
        'x.xlsx',
      ),
    ).toBe('Café Coils.xlsx');
  });

  it('reads a quoted or a bare name', () => {
    expect(fileNameOf('attachment; filename="Coils 2.xlsx"', 'x.xlsx')).toBe('Coils 2.xlsx');
    expect(fileNameOf('attachment; filename=Coils.xlsx', 'x.xlsx')).toBe('Coils.xlsx');
  });

  it('keeps no path in the name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.xlsx')).toBe(
      '.._.._etc_passwd',
    );
  });

  it('falls back when there is no usable name', () => {
    expect(fileNameOf(null, 'Product.xlsx')).toBe('Product.xlsx');
    expect(fileNameOf('attachment', 'Product.xlsx')).toBe('Product.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'Product.xlsx')).toBe(
      'Product.xlsx',
    );
  });
});

describe('the answer of an export', () => {
  it('is the file itself for a spreadsheet', async () => {
    const response = new Response(new Uint8Array([80, 75, 3, 4]), {
      headers: {
        'content-type': XLSX_CONTENT_TYPE,
        'content-disposition': 'attachment; filename="Coils.xlsx"',
      },
    });
    const answer = await readExportAnswer(response, 'Product.xlsx');
    expect(answer.kind).toBe('file');
    if (answer.kind !== 'file') return;
    expect(answer.fileName).toBe('Coils.xlsx');
    expect(answer.blob.size).toBe(4);
  });

  it('is a key to download with', async () => {
    const ticket = { Key: 'k'.repeat(32), FileName: 'Coils.xlsx', ExpiresAt: job.CreatedAt };
    const answer = await readExportAnswer(
      json({ Successful: true, Data: { Kind: 'key', Ticket: ticket }, Exception: null }),
      'x.xlsx',
    );
    expect(answer).toEqual({ kind: 'key', ticket });
  });

  it('is a background job for a large export', async () => {
    const answer = await readExportAnswer(
      json({ Successful: true, Data: { Kind: 'job', Job: job }, Exception: null }, 202),
      'x.xlsx',
    );
    expect(answer).toMatchObject({ kind: 'job', job: { JobId: job.JobId, Status: 'Queued' } });
  });

  it("throws the server's message of a refusal", async () => {
    const refused = readExportAnswer(
      json({ Successful: false, Message: 'Access to the Export is Denied.' }, 403),
      'x.xlsx',
    );
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 403,
      message: 'Access to the Export is Denied.',
    });
  });

  it('throws on an answer it cannot read', async () => {
    await expect(readExportAnswer(new Response('<html>', { status: 502 }), 'x')).rejects.toThrow(
      'The export could not be started (the server answered 502).',
    );
    await expect(readExportAnswer(json({ hello: 1 }), 'x')).rejects.toThrow(
      'The server sent an unexpected answer.',
    );
    await expect(
      readExportAnswer(json({ Successful: false, Data: null, Exception: 'No rows' }), 'x'),
    ).rejects.toThrow('No rows');
  });
});
