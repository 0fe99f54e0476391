import { ChangeRequestMessage, type ChangeRequestDetail } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createModel, createSite } from '../../test/factories.ts';
import { signIn } from '../../test/sign-in.ts';
import { changeRequestWorld } from './change-request-test-world.ts';

describe('deciding change requests', () => {
  const { world, model, cr, call, openModel, open, save, proposed, detail, move, approve } =
    changeRequestWorld();
  const db = () => world.database.db;
  const logOf = (requestId: number) =>
    db().select().from(t.catalogueChange).where(eq(t.catalogueChange.changeRequestId, requestId));
  const mailsTo = (caller: keyof typeof cr.users) =>
    db().select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, cr.users[caller].email));
  const reason = { Reason: 'The drawing says otherwise' };

  it('applies exactly the proposed fields, logged with both people, and clears the caches', async () => {
    const id = await proposed({ Descriptions: 'Blower motor, 1/2 HP', TotalList: 99 });
    // An editor changes a field the proposal leaves alone meanwhile.
    expect((await save({ Notes: 'Checked by the plant' })).statusCode).toBe(200);
    const seen = await detail(id);
    expect(seen.Actions).toEqual(['approve', 'reject', 'ask-for-changes']);
    const published = world.published.length;
    const mails = (await mailsTo('proposer')).length;
    const res = await move(id, 'approve', 'reviewer', { Version: seen.CurrentVersion });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: 'Approved', ReviewedBy: 'Robin Reviewer' });
    // Decided, the fields read as proposed and no longer warn of changes.
    expect(
      (res.json() as ChangeRequestDetail).Diff.map((d) => [d.Current, d.ChangedSinceProposal]),
    ).toEqual([
      ['Blower motor, 1/2 HP', false],
      [99, false],
    ]);
    const item = await open();
    expect(item.Values).toMatchObject({
      Descriptions: 'Blower motor, 1/2 HP',
      TotalList: 99,
      Notes: 'Checked by the plant',
    });
    const rows = await logOf(id);
    expect(rows.map((r) => r.field).sort()).toEqual(['Descriptions', 'TotalList']);
    for (const row of rows)
      expect(row).toMatchObject({
        userId: cr.users.proposer.userId,
        userName: 'Morgan Proposer',
        approvedByUserId: cr.users.reviewer.userId,
        approvedByName: 'Robin Reviewer',
        action: 'Updated',
      });
    expect(world.published.slice(published)).toEqual([{ entityName: 'Model', id: model.pcn }]);
    const log = await world.call(
      'catalogEditor',
      'GET',
      `/api/changelog?keyword=${model.pcn}&field=TotalList`,
    );
    expect(log.json().List[0]).toMatchObject({
      UserName: 'Morgan Proposer',
      ApprovedBy: 'Robin Reviewer',
    });
    const sent = await mailsTo('proposer');
    expect(sent).toHaveLength(mails + 1);
    expect(sent.at(-1)).toMatchObject({
      subject: ChangeRequestMessage.approved(model.pcn),
      textBody: expect.stringContaining(`http://cr.localhost/requests/${id}`),
    });
    expect(sent.at(-1)!.textBody).toContain('Status: Approved');
  });

  it('flags the fields changed since the proposal and refuses an approval after the model moved', async () => {
    const id = await proposed({ Descriptions: 'Proposed text', TotalList: 7 });
    const seen = await detail(id);
    expect(seen.Diff.find((d) => d.Field === 'Descriptions')).toMatchObject({
      Before: (await open()).Values.Descriptions,
      Proposed: 'Proposed text',
      ChangedSinceProposal: false,
    });
    expect((await save({ Descriptions: 'Edited meanwhile' })).statusCode).toBe(200);
    const stale = await move(id, 'approve', 'reviewer', { Version: seen.CurrentVersion });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe(ChangeRequestMessage.modelChanged);
    expect(await logOf(id)).toEqual([]);
    expect((await open()).Values.Descriptions).toBe('Edited meanwhile');
    const now = await detail(id);
    expect(now.Status).toBe('Submitted');
    expect(now.Diff.find((d) => d.Field === 'Descriptions')).toMatchObject({
      Current: 'Edited meanwhile',
      ChangedSinceProposal: true,
    });
    expect(now.Diff.find((d) => d.Field === 'TotalList')?.ChangedSinceProposal).toBe(false);
    await move(id, 'reject', 'reviewer', reason);
  });

  it('lets exactly one of two racing approvals through', async () => {
    const id = await proposed({ TotalList: 321 });
    const { CurrentVersion: Version } = await detail(id);
    const answers = await Promise.all([
      move(id, 'approve', 'reviewer', { Version }),
      move(id, 'approve', 'editor', { Version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().Message).toBe(
      ChangeRequestMessage.notAllowed('approved'),
    );
    expect(await logOf(id)).toHaveLength(1);
  });

  it('moves through every state of the table, and refuses every other move', async () => {
    const sentBack = await proposed({ TotalList: 1 });
    expect((await move(sentBack, 'ask-for-changes', 'reviewer', reason)).json().Status).toBe(
      'ChangesRequested',
    );
    const mine = await detail(sentBack, 'proposer');
    expect(mine).toMatchObject({ Reason: reason.Reason, Actions: ['withdraw', 'revise'] });
    for (const action of ['approve', 'ask-for-changes'])
      expect(
        (await move(sentBack, action, 'reviewer', { ...reason, Version: '0' })).statusCode,
      ).toBe(409);
    const revised = await call('proposer', 'PUT', `/api/change-requests/${sentBack}`, {
      Version: (await openModel()).Version,
      Values: { TotalList: 2 },
    });
    expect(revised.json().Status).toBe('Submitted');
    expect((await move(sentBack, 'withdraw', 'proposer')).json().Status).toBe('Withdrawn');

    const rejected = await proposed({ TotalList: 3 });
    await move(rejected, 'ask-for-changes', 'reviewer', reason);
    expect((await move(rejected, 'reject', 'reviewer', reason)).json().Status).toBe('Rejected');

    for (const id of [sentBack, rejected]) {
      const status = (await detail(id)).Status;
      for (const [action, caller] of [
        ['approve', 'reviewer'],
        ['reject', 'reviewer'],
        ['ask-for-changes', 'reviewer'],
        ['withdraw', 'proposer'],
      ] as const) {
        const res = await move(id, action, caller, { ...reason, Version: '0' });
        expect([id, action, res.statusCode]).toEqual([id, action, 409]);
        expect(res.json().Message).toBe(
          ChangeRequestMessage.notAllowed(status === 'Rejected' ? 'rejected' : 'withdrawn'),
        );
      }
      expect((await detail(id)).Actions).toEqual([]);
    }
  });

  it('keeps decisions to reviewers, other than the proposer, and asks them for a reason', async () => {
    const id = await proposed({ TotalList: 55 });
    for (const action of ['approve', 'reject', 'ask-for-changes']) {
      const res = await move(id, action, 'proposer', { ...reason, Version: '0' });
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(ChangeRequestMessage.reviewersOnly);
    }
    const withdrawn = await move(id, 'withdraw', 'otherProposer');
    expect(withdrawn.statusCode).toBe(403);
    expect(withdrawn.json().Message).toBe(ChangeRequestMessage.notYours);
    for (const action of ['reject', 'ask-for-changes']) {
      const res = await move(id, action, 'reviewer', { Reason: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toContain(ChangeRequestMessage.reasonRequired);
    }
    const own = await proposed({ TotalList: 56 }, 'reviewer');
    const refused = await approve(own, 'reviewer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(ChangeRequestMessage.ownRequest);
    expect((await detail(id)).Status).toBe('Submitted');
  });

  it('queues one mail to the proposer per decision, linking to the request', async () => {
    const before = (await mailsTo('otherProposer')).length;
    const id = await proposed({ TotalList: 77 }, 'otherProposer');
    await move(id, 'ask-for-changes', 'reviewer', { Reason: 'Which list price?' });
    await move(id, 'reject', 'editor', { Reason: 'Prices come from the ERP' });
    const mails = (await mailsTo('otherProposer')).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      ChangeRequestMessage.changesAsked(model.pcn),
      ChangeRequestMessage.rejected(model.pcn),
    ]);
    expect(mails[1]!.textBody).toContain('Reason: Prices come from the ERP');
    expect(mails[1]!.textBody).toContain(`/requests/${id}`);
    expect(mails[1]!.textBody).toContain(model.pcn);
  });

  it('links the mail to the site the request was made on, wherever it is decided', async () => {
    const other = await createSite(db(), {
      name: 'review',
      hostNames: ['review.localhost'],
      catalogId: 5,
      enableChangeRequest: true,
    });
    const { email, password } = cr.users.reviewer;
    const elsewhere = await signIn(world.app, email, password, 'review.localhost');
    const id = await proposed({ TotalList: 88 });
    const res = await world.app.inject({
      method: 'POST',
      url: `/api/change-requests/${id}/ask-for-changes`,
      headers: elsewhere.bearer,
      payload: { Reason: 'Which catalogue?' },
    });
    expect(res.statusCode).toBe(200);
    expect((await mailsTo('proposer')).at(-1)!.textBody).toContain(
      `http://cr.localhost/requests/${id}`,
    );
    expect(other.siteId).not.toBe(cr.siteId);
  });

  it('deletes the model of an approved delete request, with its rows, logged with both people', async () => {
    const doomed = await createModel(db(), { pcnCatalogNumber: '00077777' });
    await db().insert(t.customerMaterial).values({
      customerNumber: 'C000009',
      pcnCatalogNumber: doomed.pcnCatalogNumber,
      materialNumber: 'GONE-1',
    });
    const res = await call(
      'proposer',
      'POST',
      `/api/change-requests/model/${doomed.pcnCatalogNumber}/delete-request`,
      { Comment: 'No longer made' },
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().Data.ModelChangeRequestId as number;
    const seen = (await detail(id)) as ChangeRequestDetail;
    expect(seen).toMatchObject({ Kind: 'Delete', ModelExists: true, Diff: [] });
    expect((await approve(id)).statusCode).toBe(200);
    const gone = await db()
      .select()
      .from(t.model)
      .where(eq(t.model.pcnCatalogNumber, doomed.pcnCatalogNumber));
    expect(gone).toEqual([]);
    const materials = await db()
      .select()
      .from(t.customerMaterial)
      .where(eq(t.customerMaterial.pcnCatalogNumber, doomed.pcnCatalogNumber));
    expect(materials).toEqual([]);
    expect(await logOf(id)).toMatchObject([
      { action: 'Deleted', userName: 'Morgan Proposer', approvedByName: 'Robin Reviewer' },
    ]);
    expect(await detail(id)).toMatchObject({ Status: 'Approved', ModelExists: false });
    const left = await db()
      .select()
      .from(t.modelChangeRequest)
      .where(
        and(
          eq(t.modelChangeRequest.pcnCatalogNumber, doomed.pcnCatalogNumber),
          eq(t.modelChangeRequest.status, 'Approved'),
        ),
      );
    expect(left).toHaveLength(1);
  });
});
