import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartBody, pdfWithPages } from '../../modules/order-documents/document-test-data.ts';
import { createMatrixFixture, type MatrixFixture } from './fixture.ts';
import { ACTORS, callName, type MatrixCall, type Outcome } from './matrix.ts';

/** What each caller gets from one call. */
export async function outcomeOf(fixture: MatrixFixture, call: MatrixCall): Promise<Outcome> {
  const [method, path] = call.route.split(' ') as [
    'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    string,
  ];
  const url = call.url ? call.url(fixture.ids) : path;
  const outcome = {} as Outcome;
  for (const actor of ACTORS) {
    const headers: Record<string, string> = {
      ...(call.freshSession ? await fixture.freshHeaders(actor) : fixture.headers[actor]),
      ...(call.host ? { host: call.host } : {}),
    };
    let payload: object | undefined;
    if (call.upload) {
      const files = multipartBody(
        await Promise.all(
          call.upload.map(async (name) => ({ name, content: await pdfWithPages(1) })),
        ),
      );
      headers['content-type'] = files.contentType;
      payload = files.payload;
    } else if (call.body) payload = call.body(fixture.ids, actor) as object;
    const res = await fixture.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    outcome[actor] = res.statusCode;
  }
  return outcome;
}

/**
 * One test per call, in the table's order, on one fixture: each asserts the status every
 * caller gets. Calls that change data come after the reads that count on it.
 */
export function runMatrix(calls: readonly MatrixCall[]): () => MatrixFixture {
  let fixture: MatrixFixture;
  beforeAll(async () => {
    fixture = await createMatrixFixture();
  });
  afterAll(async () => {
    await fixture.close();
  });
  it.each(calls.map((call) => [callName(call), call] as const))('%s', async (_name, call) => {
    expect(await outcomeOf(fixture, call)).toEqual(call.expect);
  });
  return () => fixture;
}
