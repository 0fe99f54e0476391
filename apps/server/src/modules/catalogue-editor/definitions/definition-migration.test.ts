import { readFile } from 'node:fs/promises';
import { Role } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { roleIds } from '../../auth/user-queries.ts';
import { viewDefinitions } from '../../entity/definitions-view.ts';
import { readDefinitionRows, readPermissionRows } from '../../entity/queries.ts';
import { definitionEntities } from '../../../seed/entity-definitions/definition-entities.ts';
import {
  catalogueEntities,
  seedEntityDefinitions,
} from '../../../seed/entity-definitions/index.ts';
import { levelGrants } from '../../../seed/entity-definitions/permissions.ts';
import { writeDefinitions } from '../../../seed/entity-definitions/write-definitions.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

const migration = new URL(
  '../../../db/migrations/0027_editor_definitions_editor.sql',
  import.meta.url,
);

const runMigration = async (db: Database) => {
  const text = await readFile(migration, 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement));
};

/** The definitions' editors as a customer admin reads them, without the generated ids. */
async function editorsOf(db: Database, names: string[]) {
  const roles = [roleIds[Role.CustomerAdmin]];
  const view = viewDefinitions(
    await readDefinitionRows(db),
    await readPermissionRows(db, roles),
    roles,
  );
  const withoutIds = JSON.stringify(
    view.editors.filter((e) => names.includes(e.EntityName)),
    (key, value) => (/Id$/.test(key) && typeof value === 'number' ? undefined : value),
  );
  return JSON.parse(withoutIds) as unknown[];
}

describe('migration 0027: the editor definitions for databases seeded before', () => {
  let before: TestDatabase;
  let fresh: TestDatabase;
  const names = definitionEntities.map((e) => e.name);
  beforeAll(async () => {
    [before, fresh] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(() => Promise.all([before.drop(), fresh.drop()]));

  it('finds nothing to do on a database not seeded yet', async () => {
    await runMigration(fresh.db);
    const count = await fresh.db.execute(sql`select count(*)::int as n from entity`);
    expect(count.rows[0]?.n).toBe(0);
  });

  it('writes the same definitions as the seed, and a second run changes nothing', async () => {
    const older = catalogueEntities.filter((e) => !names.includes(e.name));
    await before.db.transaction((tx) => writeDefinitions(tx, older, levelGrants));
    expect(await editorsOf(before.db, names)).toEqual([]);
    await runMigration(before.db);
    await runMigration(before.db);
    await seedEntityDefinitions(fresh.db);
    const migrated = await editorsOf(before.db, names);
    expect(migrated).toHaveLength(names.length);
    expect(migrated).toEqual(await editorsOf(fresh.db, names));
  });
});
