import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  categoryEntity,
  manufacturingSeriesEntity,
  productClassEntity,
  productEntity,
} from './hierarchy-entities.ts';
import { modelEntity } from './model-entity.ts';
import { levelGrants } from './permissions.ts';
import type { EntityPlan } from './plan.ts';
import { definitionEntities } from './definition-entities.ts';
import { catalogEntity, divisionEntity, siteEntity } from './site-entities.ts';
import { writeDefinitions } from './write-definitions.ts';

/** The real catalogue as the editor and the finder see it (docs/decisions/157). */
export const catalogueEntities: EntityPlan[] = [
  categoryEntity,
  productClassEntity,
  manufacturingSeriesEntity,
  productEntity,
  modelEntity,
  siteEntity,
  catalogEntity,
  divisionEntity,
  // The definitions themselves, edited on the editor site (decision 174).
  ...definitionEntities,
];

/**
 * True before the first start on this database. Definitions are seeded once and then belong to
 * whoever maintains them: a field removed later does not come back at the next start.
 */
export async function definitionsMissing(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select not exists (select 1 from entity) as missing`);
  return result.rows[0]?.missing === true;
}

/**
 * Writes the catalogue's entity and editor definitions and the level permissions in one
 * transaction. Rows that exist (by their natural keys) are left as they are, so running it
 * again, or on two instances at once, changes nothing.
 */
export async function seedEntityDefinitions(db: Database): Promise<void> {
  await db.transaction((tx) => writeDefinitions(tx, catalogueEntities, levelGrants));
}
