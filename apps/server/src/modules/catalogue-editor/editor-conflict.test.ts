import { EditorMessage, type EditorItem } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { editorWorldWithBranch, readEditorItem } from './editor-test-world.ts';

describe('two saves from the same version', () => {
  const { world, branch } = editorWorldWithBranch();

  const url = () => `/api/editor/item/Product/${branch.product.productId}`;
  const version = async () => (await readEditorItem(world, url())).Version;
  const save = (caller: 'catalogEditor' | 'productEditor', Version: string, DisplayName: string) =>
    world.call(caller, 'PUT', url(), { Version, Values: { DisplayName } });
  const stored = async () =>
    (
      await world.database.db
        .select({ displayName: t.product.displayName })
        .from(t.product)
        .where(eq(t.product.productId, branch.product.productId))
    )[0]!.displayName;
  const logged = async () =>
    (
      await world.database.db
        .select()
        .from(t.catalogueChange)
        .where(eq(t.catalogueChange.entityId, branch.product.productId))
    ).length;

  it('keeps the first and refuses the second with 409', async () => {
    const opened = await version();
    expect((await save('catalogEditor', opened, 'First')).statusCode).toBe(200);
    const second = await save('productEditor', opened, 'Second');
    expect(second.statusCode).toBe(409);
    expect(second.json().Message).toBe(EditorMessage.conflict);
    expect(await stored()).toBe('First');
  });

  it('lets exactly one of two simultaneous saves through', async () => {
    for (const round of [1, 2, 3]) {
      const opened = await version();
      const before = await logged();
      const answers = await Promise.all([
        save('catalogEditor', opened, `Left ${round}`),
        save('productEditor', opened, `Right ${round}`),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json() as EditorItem;
      expect(await stored()).toBe(winner.Values.DisplayName);
      expect(await logged()).toBe(before + 1);
    }
  });

  it('refuses a delete at an old version', async () => {
    const res = await world.call('catalogEditor', 'DELETE', `${url()}?version=1`);
    expect(res.statusCode).toBe(409);
    expect(await stored()).not.toBeUndefined();
  });
});
