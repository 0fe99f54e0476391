import type { Transaction } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { roleIds } from '../../modules/auth/user-queries.ts';
import type { SeededIds } from './keys.ts';
import type { LevelGrant } from './permissions.ts';
import type { EntityPlan } from './plan.ts';
import { sectionIdOf, type PlacedField } from './write-fields.ts';

/** The level grants, and a row denying read and update for each role a section or field hides from. */
export async function writePermissions(
  tx: Transaction,
  grants: LevelGrant[],
  hidden: {
    entities: EntityPlan[];
    ids: SeededIds;
    fields: PlacedField[];
    fieldId: (f: PlacedField) => number;
  },
): Promise<void> {
  await tx
    .insert(t.entityPermission)
    .values(
      grants.map((g) => ({
        roleId: roleIds[g.role],
        entityLevel: g.level,
        canRead: g.read ?? false,
        canUpdate: g.update ?? false,
        canCreate: g.create ?? false,
        canDelete: g.delete ?? false,
        canExecute: g.execute ?? false,
      })),
    )
    .onConflictDoNothing();
  const sections = hidden.entities.flatMap((plan) =>
    plan.editor.sections.flatMap((s) =>
      (s.hiddenFrom ?? []).map((role) => ({
        editorSectionId: sectionIdOf(hidden.ids, plan.editor.name, s.name),
        roleId: roleIds[role],
      })),
    ),
  );
  if (sections.length > 0)
    await tx.insert(t.editorSectionPermission).values(sections).onConflictDoNothing();
  const fields = hidden.fields.flatMap((f) =>
    (f.field.hiddenFrom ?? []).map((role) => ({
      editorFieldId: hidden.fieldId(f),
      roleId: roleIds[role],
    })),
  );
  if (fields.length > 0)
    await tx.insert(t.editorFieldPermission).values(fields).onConflictDoNothing();
}
