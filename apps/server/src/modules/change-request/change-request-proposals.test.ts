import {
  ChangeRequestMessage,
  EditorMessage,
  ModelEditorMessage,
  type ChangeRequestPage,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { EDITOR_HOST } from '../catalogue-editor/editor-test-world.ts';
import { changeRequestWorld } from './change-request-test-world.ts';

describe('proposing changes to a model', () => {
  const { world, model, cr, call, openModel, propose, proposed, detail } = changeRequestWorld();
  const requestRow = async (id: number) =>
    (
      await world.database.db
        .select()
        .from(t.modelChangeRequest)
        .where(eq(t.modelChangeRequest.modelChangeRequestId, id))
    )[0]!;

  it('stores the changed fields with the values they replace, and writes nothing of the model', async () => {
    const before = await openModel();
    const res = await propose(
      { Descriptions: 'Blower motor, quieter', FingoodTpiMfgMod: before.Values.FingoodTpiMfgMod },
      'proposer',
      { Comment: 'The catalogue says quieter' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      Successful: true,
      Message: ChangeRequestMessage.sent(model.pcn),
      Data: {
        Kind: 'Change',
        Status: 'Submitted',
        PcnCatalogNumber: model.pcn,
        Fields: ['Descriptions'],
        RequestedBy: 'Morgan Proposer',
        Comment: 'The catalogue says quieter',
      },
    });
    const row = await requestRow(res.json().Data.ModelChangeRequestId);
    expect(row).toMatchObject({
      changes: { Descriptions: 'Blower motor, quieter' },
      original: { Descriptions: 'Blower motor' },
      baseVersion: before.Version,
      siteId: cr.siteId,
    });
    const after = await openModel();
    expect(after.Version).toBe(before.Version);
    expect(after.Values.Descriptions).toBe('Blower motor');
  });

  it('describes every call in the OpenAPI document, with its body', async () => {
    const paths = (await world.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    for (const [path, method] of [
      ['/api/change-requests', 'post'],
      ['/api/change-requests/{id}', 'put'],
      ['/api/change-requests/{id}/approve', 'post'],
      ['/api/change-requests/{id}/reject', 'post'],
      ['/api/change-requests/{id}/ask-for-changes', 'post'],
      ['/api/change-requests/model/{catalogNumber}/delete-request', 'post'],
    ] as const)
      expect([path, paths[path]?.[method]?.requestBody]).toEqual([path, expect.anything()]);
    expect(paths['/api/change-requests']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'scope', in: 'query' })]),
    );
  });

  it('refuses values as the model editor does, with the same 400 messages', async () => {
    for (const [values, message] of [
      [{ FingoodTpiMfgMod: '' }, ModelEditorMessage.invalidModel],
      [{ TotalList: -1 }, ModelEditorMessage.invalidModel],
      [
        { ModelAssociations: [{ PcnCatalogNumber: 'NO-SUCH' }] },
        ModelEditorMessage.invalidAssociations,
      ],
      [{ NoSuchField: 'x' }, EditorMessage.unknownField('Model', 'NoSuchField')],
    ] as const) {
      const res = await propose(values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().Message).toBe(message);
    }
  });

  it('refuses a proposal that changes nothing', async () => {
    const res = await propose({ Descriptions: 'Blower motor', FieldInstalled: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(ChangeRequestMessage.nothingChanged);
  });

  it('refuses a proposal made from an older version of the model', async () => {
    const res = await propose({ Descriptions: 'Stale' }, 'proposer', { Version: '1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(EditorMessage.conflict);
  });

  it('keeps change-request users out of every editor call', async () => {
    const { Version } = await openModel();
    const calls = [
      ['PUT', `/api/editor/model/${model.pcn}`, { Version, Values: { Descriptions: 'Direct' } }],
      ['POST', '/api/editor/item/Division', { Values: { Name: 'x', DisplayName: 'X' } }],
      ['GET', `/api/editor/model/${model.pcn}`, undefined],
    ] as const;
    for (const caller of ['proposer', 'reviewer'] as const)
      for (const [method, url, payload] of calls) {
        const res = await call(caller, method, url, payload);
        expect([caller, url, res.statusCode]).toEqual([caller, url, 403]);
        expect(res.json().Message).toBe(EditorMessage.denied);
      }
    // Signed in on the editor's own site they are no editors either.
    const { username, password } = { ...cr.users.proposer, username: cr.users.proposer.email };
    const { bearer } = await signIn(world.app, username, password, EDITOR_HOST);
    const res = await world.app.inject({
      method: 'PUT',
      url: `/api/editor/model/${model.pcn}`,
      headers: bearer,
      payload: { Version, Values: { Descriptions: 'Direct' } },
    });
    expect(res.statusCode).toBe(403);
    expect((await openModel()).Values.Descriptions).toBe('Blower motor');
  });

  it('refuses every call made on a site that takes no change requests', async () => {
    const { email, password } = cr.users.proposer;
    const { bearer } = await signIn(world.app, email, password, EDITOR_HOST);
    for (const url of ['/api/change-requests', `/api/change-requests/model/${model.pcn}`]) {
      const res = await world.app.inject({ method: 'GET', url, headers: bearer });
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(ChangeRequestMessage.siteWithout);
    }
    const anonymous = await world.app.inject({
      method: 'GET',
      url: '/api/change-requests',
      headers: { host: 'cr.localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses callers without the module, and shows a proposer only their own requests', async () => {
    const salesRep = await world.call('salesRep', 'GET', '/api/change-requests');
    expect(salesRep.statusCode).toBe(403);
    const mine = await proposed({ Descriptions: 'Mine' });
    const theirs = await proposed({ Descriptions: 'Theirs' }, 'otherProposer');
    const list = (
      await call('proposer', 'GET', '/api/change-requests')
    ).json() as ChangeRequestPage;
    const ids = list.Items.map((i) => i.ModelChangeRequestId);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect((await call('proposer', 'GET', `/api/change-requests/${theirs}`)).statusCode).toBe(404);
    const queue = await call('proposer', 'GET', '/api/change-requests?scope=all');
    expect(queue.statusCode).toBe(403);
    expect(queue.json().Message).toBe(ChangeRequestMessage.reviewersOnly);
    expect((await detail(theirs)).RequestedBy).toBe('Olive Other');
  });

  it('lets a proposer revise their request, checked again', async () => {
    const id = await proposed({ Descriptions: 'First thought' });
    const { Version } = await openModel();
    const res = await call('proposer', 'PUT', `/api/change-requests/${id}`, {
      Version,
      Values: { Descriptions: 'Second thought', TotalList: 12 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Status).toBe('Submitted');
    expect(res.json().Fields.sort()).toEqual(['Descriptions', 'TotalList']);
    const refused = await call('proposer', 'PUT', `/api/change-requests/${id}`, {
      Version,
      Values: { TotalList: -5 },
    });
    expect(refused.statusCode).toBe(400);
    const other = await call('otherProposer', 'PUT', `/api/change-requests/${id}`, {
      Version,
      Values: { Descriptions: 'Not mine' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().Message).toBe(ChangeRequestMessage.notYours);
  });

  it("puts the editor's delete requests and the site's in one queue, one waiting per model", async () => {
    const fromEditor = await world.call(
      'catalogEditor',
      'POST',
      `/api/editor/model/${model.otherModel}/delete-request`,
      { Comment: 'Discontinued' },
    );
    expect(fromEditor.statusCode).toBe(201);
    const again = await call(
      'proposer',
      'POST',
      `/api/change-requests/model/${model.otherModel}/delete-request`,
      {},
    );
    expect(again.statusCode).toBe(409);
    const queue = (
      await call('reviewer', 'GET', `/api/change-requests?scope=all&kind=Delete`)
    ).json() as ChangeRequestPage;
    expect(queue.Items.map((i) => [i.PcnCatalogNumber, i.RequestedBy])).toContainEqual([
      model.otherModel,
      'Eden Editor',
    ]);
  });

  it('filters the queue and pages it by keyset, oldest first', async () => {
    const { db } = world.database;
    const proposer = cr.users.otherProposer.userId;
    await db.insert(t.modelChangeRequest).values(
      Array.from({ length: 30 }, (_, i) => ({
        kind: 'Change',
        status: i % 2 === 0 ? 'Submitted' : 'Rejected',
        pcnCatalogNumber: `PAGE${String(i).padStart(4, '0')}`,
        changes: { Descriptions: `Page ${i}` },
        requestedBy: proposer,
        requestedByName: 'Paging Person',
      })),
    );
    const page = async (query: string) =>
      (
        await call('reviewer', 'GET', `/api/change-requests?scope=all&${query}`)
      ).json() as ChangeRequestPage;
    const first = await page('requestedBy=paging');
    expect(first.Items).toHaveLength(25);
    expect(first.Items[0]!.PcnCatalogNumber).toBe('PAGE0000');
    const second = await page(`requestedBy=paging&after=${first.Next}`);
    expect(second.Items.map((i) => i.PcnCatalogNumber)).toEqual(
      ['0025', '0026', '0027', '0028', '0029'].map((n) => `PAGE${n}`),
    );
    expect(second.Next).toBeNull();
    const waiting = await page('status=Submitted&catalogNumber=PAGE000');
    expect(waiting.Items.map((i) => i.PcnCatalogNumber)).toEqual(
      ['0000', '0002', '0004', '0006', '0008'].map((n) => `PAGE${n}`),
    );
    const deletes = await page('kind=Delete&catalogNumber=PAGE');
    expect(deletes.Items).toEqual([]);
    // A proposer's own go newest first, in pages too.
    const own = async (after = '') =>
      (
        await call('otherProposer', 'GET', `/api/change-requests?scope=mine${after}`)
      ).json() as ChangeRequestPage;
    const newest = await own();
    expect(newest.Items[0]!.PcnCatalogNumber).toBe('PAGE0029');
    const older = await own(`&after=${newest.Next}`);
    expect(older.Items[0]!.ModelChangeRequestId).toBeLessThan(
      newest.Items.at(-1)!.ModelChangeRequestId,
    );
  });
});
