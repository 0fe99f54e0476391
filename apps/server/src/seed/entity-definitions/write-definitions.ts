import type { Transaction } from '../../db/client.ts';
import type { LevelGrant } from './permissions.ts';
import type { EntityPlan } from './plan.ts';
import { writeEntities } from './write-entities.ts';
import { placedFields, writeFields } from './write-fields.ts';
import { writePermissions } from './write-permissions.ts';

/** Inserts what is missing of the plans and grants, parents before children. */
export async function writeDefinitions(
  tx: Transaction,
  entities: EntityPlan[],
  grants: LevelGrant[],
): Promise<void> {
  const ids = await writeEntities(tx, entities);
  const fields = placedFields(entities, ids);
  const fieldId = await writeFields(tx, fields, ids);
  await writePermissions(tx, grants, { entities, ids, fields, fieldId });
}
