import { readFile } from 'node:fs/promises';
import { Role } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { roleIds } from '../../modules/auth/user-queries.ts';
import { viewDefinitions } from '../../modules/entity/definitions-view.ts';
import { readDefinitionRows, readPermissionRows } from '../../modules/entity/queries.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { productEntity } from './hierarchy-entities.ts';
import { catalogueEntities, seedEntityDefinitions } from './index.ts';
import { levelGrants } from './permissions.ts';
import type { EntityPlan } from './plan.ts';
import { siteEntity } from './site-entities.ts';
import { writeDefinitions } from './write-definitions.ts';

const migration = new URL('../../db/migrations/0028_editor_tab_sections.sql', import.meta.url);

const runMigration = async (db: Database) => {
  const text = await readFile(migration, 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement));
};

/** The plans as they were before 0028: no product Images, one Branding section on sites. */
const olderPlans: EntityPlan[] = catalogueEntities.map((plan) => {
  if (plan === productEntity)
    return {
      ...plan,
      properties: plan.properties.filter((p) => p.name !== 'Images'),
      editor: { ...plan.editor, sections: plan.editor.sections.filter((s) => s.name !== 'Images') },
    };
  if (plan !== siteEntity) return plan;
  const [general, logo, favicon, ...rest] = plan.editor.sections;
  const branding = { ...logo!, name: 'Branding', fields: [...logo!.fields, ...favicon!.fields] };
  return { ...plan, editor: { ...plan.editor, sections: [general!, branding, ...rest] } };
});

/** The product and site editors as a customer admin reads them, without generated ids. */
async function editorsOf(db: Database) {
  const roles = [roleIds[Role.CustomerAdmin]];
  const view = viewDefinitions(
    await readDefinitionRows(db),
    await readPermissionRows(db, roles),
    roles,
  );
  const withoutIds = JSON.stringify(
    view.editors.filter((e) => ['Product', 'Site'].includes(e.EntityName)),
    (key, value) => (/Id$/.test(key) && typeof value === 'number' ? undefined : value),
  );
  return JSON.parse(withoutIds) as {
    EntityName: string;
    Sections: { EditorSectionName: string }[];
  }[];
}

/** Every definition row, ids included: what a run that changes nothing leaves as it was. */
async function allRows(db: Database) {
  const tables = [
    'entity_property',
    'editor_section',
    'editor_field',
    'editor_section_permission',
    'editor_field_permission',
  ];
  const rows: unknown[] = [];
  for (const table of tables)
    rows.push((await db.execute(sql.raw(`select * from ${table} order by 1, 2`))).rows);
  return rows;
}

const sectionNames = async (db: Database) =>
  Object.fromEntries(
    (await editorsOf(db)).map((e) => [e.EntityName, e.Sections.map((s) => s.EditorSectionName)]),
  );

/** The site editor's sections and fields with the role rows that narrow them. */
async function siteNarrowing(db: Database) {
  const result = await db.execute(sql`
    select s.editor_section_name as section, p.entity_property_name as property,
      sp.role_id as section_role, fp.role_id as field_role
    from editor ed
    join editor_section s on s.editor_id = ed.editor_id
    join editor_field f on f.editor_section_id = s.editor_section_id
    join entity_property p on p.entity_property_id = f.entity_property_id
    left join editor_section_permission sp on sp.editor_section_id = s.editor_section_id
    left join editor_field_permission fp on fp.editor_field_id = f.editor_field_id
    where ed.editor_name = 'site' and s.editor_section_name in ('Logo', 'Favicon')
    order by s.order_by, f.order_by`);
  return result.rows;
}

describe('migration 0028: the tab sections for databases seeded before', () => {
  let older: TestDatabase;
  let fresh: TestDatabase;
  beforeAll(async () => {
    [older, fresh] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(() => Promise.all([older.drop(), fresh.drop()]));

  it('finds nothing to do on a database not seeded yet', async () => {
    await runMigration(fresh.db);
    const count = await fresh.db.execute(sql`select count(*)::int as n from entity`);
    expect(count.rows[0]?.n).toBe(0);
  });

  it('changes nothing on a database seeded with the new plans, however often it runs', async () => {
    await seedEntityDefinitions(fresh.db);
    const seeded = await allRows(fresh.db);
    await runMigration(fresh.db);
    await runMigration(fresh.db);
    expect(await allRows(fresh.db)).toEqual(seeded);
    const names = await sectionNames(fresh.db);
    expect(names.Product!.filter((n) => n === 'Images')).toHaveLength(1);
    expect(names.Site).toEqual(['General', 'Logo', 'Favicon', 'Features']);
  });

  it('turns the older definitions into what the seed writes now, keeping role rows', async () => {
    const { db } = older;
    await db.transaction((tx) => writeDefinitions(tx, olderPlans, levelGrants));
    expect((await sectionNames(db)).Site).toEqual(['General', 'Branding', 'Features']);
    // A maintainer's narrowing on Branding and on the favicon field: it must survive the move.
    await db.execute(sql`
      insert into editor_section_permission (editor_section_id, role_id, can_read, can_update)
      select s.editor_section_id, ${roleIds[Role.CatalogEditor]}, true, false
      from editor_section s join editor ed on ed.editor_id = s.editor_id
      where ed.editor_name = 'site' and s.editor_section_name = 'Branding'`);
    await db.execute(sql`
      insert into editor_field_permission (editor_field_id, role_id, can_read, can_update)
      select f.editor_field_id, ${roleIds[Role.CatalogEditor]}, true, false
      from editor_field f join entity_property p on p.entity_property_id = f.entity_property_id
      where p.entity_property_name = 'FaviconPath'`);

    await runMigration(db);
    const migrated = await allRows(db);
    await runMigration(db);
    expect(await allRows(db)).toEqual(migrated);

    expect(await editorsOf(db)).toEqual(await editorsOf(fresh.db));
    const editor = roleIds[Role.CatalogEditor];
    expect(await siteNarrowing(db)).toEqual([
      { section: 'Logo', property: 'LogoPath', section_role: editor, field_role: null },
      { section: 'Logo', property: 'LogoLink', section_role: editor, field_role: null },
      { section: 'Favicon', property: 'FaviconPath', section_role: editor, field_role: editor },
    ]);
  });
});
