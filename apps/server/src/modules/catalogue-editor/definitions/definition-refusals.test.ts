import { EditorMessage, type EditorItem } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.ts';
import { createEditorWorld, type EditorWorld } from '../editor-test-world.ts';
import { DefinitionMessage } from './definition-editor.ts';

type Obj = Record<string, unknown>;

describe('the Editor item refuses what it cannot store, and who may not', () => {
  let world: EditorWorld;
  let editorId: number;
  beforeAll(async () => {
    world = await createEditorWorld();
    const [row] = await world.database.db
      .select()
      .from(t.editor)
      .where(eq(t.editor.editorName, 'site'));
    editorId = row!.editorId;
  });
  afterAll(() => world.close());

  const url = () => `/api/editor/item/Editor/${editorId}`;
  const read = async () => (await world.call('catalogEditor', 'GET', url())).json() as EditorItem;
  const save = async (values: Obj) =>
    world.call('catalogEditor', 'PUT', url(), { Version: (await read()).Version, Values: values });
  /** The first section with its first field changed as given. */
  const withField = async (change: Obj, section: Obj = {}) => {
    const [first, ...rest] = (await read()).Values.Sections as Obj[];
    const [field, ...others] = first!.Fields as Obj[];
    return [{ ...first, ...section, Fields: [{ ...field, ...change }, ...others] }, ...rest];
  };
  const unchanged = async (run: () => Promise<void>) => {
    const before = await read();
    const log = (await world.database.db.select().from(t.catalogueChange)).length;
    await run();
    expect((await read()).Version).toBe(before.Version);
    expect(await world.database.db.select().from(t.catalogueChange)).toHaveLength(log);
  };

  it("refuses a broken nested rule with the sub definition's message and its place", () =>
    unchanged(async () => {
      const res = await save({
        Sections: await withField(
          { EditorSize: 13, EditorType: 'slider' },
          { EditorSectionName: ' ' },
        ),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Message: EditorMessage.invalid });
      expect(res.json().Errors).toEqual({
        Sections: [
          'Section 1 › Section Name is required',
          'Section 1 › Field 1 › Field Type must be one of its choices.',
          'Section 1 › Field 1 › Width is 1 to 12 columns',
        ],
      });
    }));

  it('refuses shapes, unknown properties, foreign ids and unknown roles', () =>
    unchanged(async () => {
      const shape = await save({ Sections: 'all', LevelPermissions: [{ RoleId: 1 }] });
      expect(shape.statusCode).toBe(400);
      expect(Object.keys(shape.json().Errors).sort()).toEqual(['LevelPermissions', 'Sections']);
      const extra = await save({ Sections: await withField({ Colour: 'red' }) });
      expect(extra.json().Errors.Sections[0]).toMatch(/^Section 1 › Field 1: .*Colour/);

      const stored = await save({
        Sections: await withField({ EntityPropertyName: 'Nope', EditorFieldId: 999_999 }),
        LevelPermissions: [
          {
            RoleId: 99,
            CanRead: true,
            CanUpdate: false,
            CanCreate: false,
            CanDelete: false,
            CanExecute: false,
          },
        ],
      });
      expect(stored.statusCode).toBe(400);
      expect(stored.json().Errors).toEqual({
        Sections: [
          'Section 1 › Field 1 › Field 999999 is not a field of this section.',
          'Section 1 › Field 1 › Site has no property Nope.',
        ],
        LevelPermissions: ['There is no role 99.'],
      });
    }));

  it('refuses a section or field listed twice', () =>
    unchanged(async () => {
      const sections = (await read()).Values.Sections as Obj[];
      const res = await save({
        Sections: [...sections, { ...sections[0], EditorSectionName: 'Copy' }],
      });
      expect(res.statusCode).toBe(400);
      const id = sections[0]!.EditorSectionId as number;
      expect(res.json().Errors.Sections).toContain(
        `Section ${sections.length + 1} › Section ${id} is listed twice.`,
      );
      expect(
        res.json().Errors.Sections.some((m: string) => /Field \d+ is listed twice/.test(m)),
      ).toBe(true);
    }));

  it('refuses names it has no field for (400) and fields that are never written (403)', async () => {
    const unknown = await save({ Colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Errors).toEqual({ Colour: ['Editor has no field Colour.'] });
    const fixed = await save({ EditorName: 'other' });
    expect(fixed.statusCode).toBe(403);
  });

  it('is closed to the product editor and to anyone without the Editor module', async () => {
    for (const caller of ['productEditor', 'salesRep'] as const) {
      expect((await world.call(caller, 'GET', url())).statusCode).toBe(403);
      const put = await world.call(caller, 'PUT', url(), { Version: '1', Values: { Icon: 'x' } });
      expect(put.statusCode).toBe(403);
    }
    const read = await world.call('productEditor', 'GET', url());
    expect(read.json().Message).toBe(DefinitionMessage.cannotRead);
  });

  it('neither creates nor deletes editors', async () => {
    const created = await world.call('catalogEditor', 'POST', '/api/editor/item/Editor', {
      Values: {},
    });
    expect(created.statusCode).toBe(403);
    const deleted = await world.call('catalogEditor', 'DELETE', `${url()}?version=1`);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().Message).toBe(DefinitionMessage.fixed);
  });
});
