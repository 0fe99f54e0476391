import { EntityLevel, type EntityPermission } from '@portal/domain';
import type { PermissionRows } from './queries.ts';

export interface Flags {
  read: boolean;
  update: boolean;
  create: boolean;
  delete: boolean;
  execute: boolean;
}
const none: Flags = { read: false, update: false, create: false, delete: false, execute: false };

/** One flag set per role of the caller; a caller may do what any of their roles may. */
export type RoleFlags = Map<number, Flags>;

const union = (flags: RoleFlags): Flags => {
  const all = { ...none };
  for (const f of flags.values())
    for (const key of Object.keys(all) as (keyof Flags)[]) all[key] ||= f[key];
  return all;
};

/** Each role's permission at a level: its row there or at All, whichever allows. */
export function levelFlags(rows: PermissionRows, roleIds: number[], level: number): RoleFlags {
  const byRole: RoleFlags = new Map(roleIds.map((id) => [id, { ...none }]));
  for (const row of rows.levels) {
    if (row.entityLevel !== level && row.entityLevel !== EntityLevel.All) continue;
    const f = byRole.get(row.roleId);
    if (!f) continue;
    f.read ||= row.canRead;
    f.update ||= row.canUpdate;
    f.create ||= row.canCreate;
    f.delete ||= row.canDelete;
    f.execute ||= row.canExecute;
  }
  return byRole;
}

type Narrowing = { roleId: number; canRead: boolean; canUpdate: boolean };

/**
 * A section's or field's permission per role: its parent's, narrowed by the role's own row
 * where there is one. A row never grants what the parent does not, and updating needs reading.
 */
export function narrowed(parent: RoleFlags, rows: readonly Narrowing[]): RoleFlags {
  const result: RoleFlags = new Map();
  for (const [roleId, flags] of parent) {
    const row = rows.find((r) => r.roleId === roleId);
    const read = flags.read && (row?.canRead ?? true);
    result.set(roleId, {
      ...flags,
      read,
      update: read && flags.update && (row?.canUpdate ?? true),
    });
  }
  return result;
}

export const canRead = (flags: RoleFlags): boolean => union(flags).read;

export function toEntityPermission(level: number, flags: RoleFlags): EntityPermission {
  const all = union(flags);
  return {
    EntityLevel: level,
    CanRead: all.read,
    CanUpdate: all.read && all.update,
    CanCreate: all.create,
    CanDelete: all.delete,
    CanExecute: all.execute,
  };
}

export const readAndUpdate = (flags: RoleFlags) => {
  const all = union(flags);
  return { CanRead: all.read, CanUpdate: all.read && all.update };
};
