import { EntityLevel, Role, type EntityLevelValue, type RoleName } from '@portal/domain';

export interface LevelGrant {
  role: RoleName;
  level: EntityLevelValue;
  read?: boolean;
  update?: boolean;
  create?: boolean;
  delete?: boolean;
  execute?: boolean;
}

const catalogueLevels = [
  EntityLevel.Category,
  EntityLevel.ProductClass,
  EntityLevel.ManufacturingSeries,
  EntityLevel.Product,
  EntityLevel.Model,
];

/**
 * Customer admins maintain everything; sales reps and customers read the catalogue levels,
 * which is what the finder and the model details need. Sites, catalogues and divisions are the
 * admins' alone.
 */
export const levelGrants: LevelGrant[] = [
  {
    role: Role.CustomerAdmin,
    level: EntityLevel.All,
    read: true,
    update: true,
    create: true,
    delete: true,
    execute: true,
  },
  ...[Role.SalesRep, Role.Customer].flatMap((role) =>
    catalogueLevels.map((level) => ({ role, level, read: true })),
  ),
];
