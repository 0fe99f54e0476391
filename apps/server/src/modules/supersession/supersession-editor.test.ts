import { SupersessionMessage, type Supersession } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createModel, createModelTableSection } from '../../test/factories.ts';
import { editorWorldWithBranch, type EditorCaller } from '../catalogue-editor/editor-test-world.ts';

describe('the editor marks, changes and clears a model’s replacement', () => {
  const { world, branch } = editorWorldWithBranch();
  const pcns = { a: 'SUP-A', b: 'SUP-B', c: 'SUP-C', d: 'SUP-D', hidden: 'SUP-H' };
  beforeAll(async () => {
    const { db } = world.database;
    for (const pcn of [pcns.a, pcns.b, pcns.c, pcns.d])
      await createModel(db, { pcnCatalogNumber: pcn });
    await createModel(db, { pcnCatalogNumber: pcns.hidden, visible: false });
    await createModelTableSection(db, branch.product.productId, [pcns.a]);
  });

  const url = (pcn: string) => `/api/editor/supersession/${pcn}`;
  const put = (pcn: string, body: object, caller: EditorCaller = 'catalogEditor') =>
    world.call(caller, 'PUT', url(pcn), body);
  const links = () => world.database.db.select().from(t.modelSupersession);
  const modelChanges = () =>
    world.database.db
      .select()
      .from(t.catalogueChange)
      .where(eq(t.catalogueChange.entityName, 'Model'))
      .orderBy(t.catalogueChange.changeId);

  it('marks A as replaced by B with a note, logs it under the model and tells the caches', async () => {
    const published = world.published.length;
    const res = await put(pcns.a, { ReplacedBy: ` ${pcns.b} `, Note: 'New motor mount' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      PcnCatalogNumber: pcns.a,
      ReplacedBy: pcns.b,
      Note: 'New motor mount',
      ChangedBy: 'Eden Editor',
      Chain: [pcns.a, pcns.b],
      Replacement: pcns.b,
    } satisfies Partial<Supersession>);
    const log = await modelChanges();
    expect(log.map((c) => [c.field, c.oldValue, c.newValue, c.catalogNumber])).toEqual([
      ['ReplacedBy', null, pcns.b, pcns.a],
      ['ReplacedByNote', null, 'New motor mount', pcns.a],
    ]);
    // The model sits under the branch's product, so the log viewer finds it there too.
    expect(log[0]!.productId).toBe(branch.product.productId);
    expect(world.published.length).toBe(published + 1);
  });

  it('resolves a chain A → B → C to the newest model a buyer can order', async () => {
    expect((await put(pcns.b, { ReplacedBy: pcns.c })).statusCode).toBe(200);
    const read = (await world.call('catalogEditor', 'GET', url(pcns.a))).json() as Supersession;
    expect(read.Chain).toEqual([pcns.a, pcns.b, pcns.c]);
    expect(read.Replacement).toBe(pcns.c);

    // C → hidden: the hidden model cannot be ordered, so C is still what A offers.
    expect((await put(pcns.c, { ReplacedBy: pcns.hidden })).statusCode).toBe(200);
    const again = (await world.call('catalogEditor', 'GET', url(pcns.a))).json() as Supersession;
    expect(again.Chain).toEqual([pcns.a, pcns.b, pcns.c, pcns.hidden]);
    expect(again.Replacement).toBe(pcns.c);
    await world.call('catalogEditor', 'DELETE', url(pcns.c));
  });

  it('refuses an edit that would make a loop, with a clear message and nothing written', async () => {
    const before = await links();
    const changes = (await modelChanges()).length;
    const published = world.published.length;
    const res = await put(pcns.c, { ReplacedBy: pcns.a });
    expect(res.statusCode).toBe(400);
    const message = SupersessionMessage.loop([pcns.c, pcns.a, pcns.b, pcns.c]);
    expect(res.json()).toMatchObject({ Successful: false, Message: message });
    expect(res.json().Errors).toEqual({ ReplacedBy: [message] });
    expect(await links()).toEqual(before);
    expect((await modelChanges()).length).toBe(changes);
    expect(world.published.length).toBe(published);

    const self = await put(pcns.d, { ReplacedBy: pcns.d });
    expect(self.statusCode).toBe(400);
    expect(self.json().Message).toBe(SupersessionMessage.self);
  });

  it('refuses an unknown catalogue number, for the model or its replacement', async () => {
    const unknownReplacement = await put(pcns.d, { ReplacedBy: 'NO-SUCH' });
    expect(unknownReplacement.statusCode).toBe(400);
    expect(unknownReplacement.json().Errors).toEqual({
      ReplacedBy: [SupersessionMessage.replacementNotFound('NO-SUCH')],
    });
    const unknownModel = await put('NO-SUCH', { ReplacedBy: pcns.d });
    expect(unknownModel.statusCode).toBe(404);
    expect((await world.call('catalogEditor', 'GET', url('NO-SUCH'))).statusCode).toBe(404);
    const invalid = await put(pcns.d, { ReplacedBy: '' });
    expect(invalid.statusCode).toBe(400);
    expect((await links()).some((l) => l.pcnCatalogNumber === pcns.d)).toBe(false);
  });

  it('changes a replacement and its note, then clears it, each logged', async () => {
    expect((await put(pcns.a, { ReplacedBy: pcns.d, Note: null })).json()).toMatchObject({
      ReplacedBy: pcns.d,
      Note: null,
      Chain: [pcns.a, pcns.d],
    });
    const cleared = await world.call('catalogEditor', 'DELETE', url(pcns.a));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ ReplacedBy: null, Chain: [pcns.a], Replacement: null });
    const log = (await modelChanges()).filter((c) => c.catalogNumber === pcns.a);
    expect(log.slice(2).map((c) => [c.field, c.oldValue, c.newValue])).toEqual([
      ['ReplacedBy', pcns.b, pcns.d],
      ['ReplacedByNote', 'New motor mount', null],
      ['ReplacedBy', pcns.d, null],
    ]);
    expect((await world.call('catalogEditor', 'DELETE', url(pcns.a))).statusCode).toBe(404);
  });

  it('saving the same replacement again writes no log row', async () => {
    await put(pcns.d, { ReplacedBy: pcns.b });
    const changes = (await modelChanges()).length;
    expect((await put(pcns.d, { ReplacedBy: pcns.b })).statusCode).toBe(200);
    expect((await modelChanges()).length).toBe(changes);
  });

  it('needs the Model level: a product editor, a sales rep and a visitor are refused', async () => {
    const body = { ReplacedBy: pcns.c };
    expect((await put(pcns.b, body, 'productEditor')).statusCode).toBe(403);
    const read = await world.call('productEditor', 'GET', url(pcns.b));
    expect(read.statusCode).toBe(403);
    expect(read.json().Message).toBe(SupersessionMessage.cannotRead);
    expect((await world.call('salesRep', 'PUT', url(pcns.b), body)).statusCode).toBe(403);
    expect((await world.call(null, 'PUT', url(pcns.b), body)).statusCode).toBe(401);
  });
});
