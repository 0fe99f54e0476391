import { readFile } from 'node:fs/promises';
import { Role } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { roleIds } from '../../modules/auth/user-queries.ts';
import { viewDefinitions } from '../../modules/entity/definitions-view.ts';
import { readDefinitionRows, readPermissionRows } from '../../modules/entity/queries.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { catalogueEntities, seedEntityDefinitions } from './index.ts';
import { modelEntity } from './model-entity.ts';
import { levelGrants } from './permissions.ts';
import type { EntityPlan } from './plan.ts';
import { writeDefinitions } from './write-definitions.ts';

const migration = new URL('../../db/migrations/0031_model_change_requests.sql', import.meta.url);

/** The migration's definition statements (its table is created once, by the migrator). */
const runDefinitionSteps = async (db: Database) => {
  const text = await readFile(migration, 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (/INSERT INTO "(entity_property|editor_field)"/.test(statement))
      await db.execute(sql.raw(statement));
};

const added = 'ModelProductClassTypes';

/** The plans as they were before 0031: no product class types on models. */
const olderPlans: EntityPlan[] = catalogueEntities.map((plan) =>
  plan !== modelEntity
    ? plan
    : {
        ...plan,
        properties: plan.properties.filter((p) => p.name !== added),
        editor: {
          ...plan.editor,
          sections: plan.editor.sections.map((s) => ({
            ...s,
            fields: s.fields.filter((f) => f.property !== added),
          })),
        },
      },
);

/** The model editor as a customer admin reads it, without generated ids. */
async function modelEditorOf(db: Database) {
  const roles = [roleIds[Role.CustomerAdmin]];
  const view = viewDefinitions(
    await readDefinitionRows(db),
    await readPermissionRows(db, roles),
    roles,
  );
  return JSON.parse(
    JSON.stringify(
      view.editors.find((e) => e.EntityName === 'Model'),
      (key, value) => (/Id$/.test(key) && typeof value === 'number' ? undefined : value),
    ),
  ) as { Sections: { EditorSectionName: string; Fields: { EntityPropertyName: string }[] }[] };
}

const rows = async (db: Database) =>
  (
    await db.execute(
      sql`select * from editor_field f join entity_property p using (entity_property_id) order by 1, 2`,
    )
  ).rows;

describe('migration 0031: the model definitions for databases seeded before', () => {
  let older: TestDatabase;
  let fresh: TestDatabase;
  beforeAll(async () => {
    [older, fresh] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(() => Promise.all([older.drop(), fresh.drop()]));

  it('changes nothing on a database seeded with the new plans, however often it runs', async () => {
    await runDefinitionSteps(fresh.db);
    await seedEntityDefinitions(fresh.db);
    const seeded = await rows(fresh.db);
    await runDefinitionSteps(fresh.db);
    await runDefinitionSteps(fresh.db);
    expect(await rows(fresh.db)).toEqual(seeded);
  });

  it('gives an older database the Classification field the seed writes now', async () => {
    const { db } = older;
    await db.transaction((tx) => writeDefinitions(tx, olderPlans, levelGrants));
    await runDefinitionSteps(db);
    const migrated = await rows(db);
    await runDefinitionSteps(db);
    expect(await rows(db)).toEqual(migrated);
    const editor = await modelEditorOf(db);
    expect(editor).toEqual(await modelEditorOf(fresh.db));
    const classification = editor.Sections.find((s) => s.EditorSectionName === 'Classification');
    expect(classification!.Fields.at(-1)!.EntityPropertyName).toBe(added);
  });
});
