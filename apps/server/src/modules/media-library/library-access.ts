import { EntityLevel, EditorMessage, type EntityPermission } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { Forbidden } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { roleIds } from '../auth/user-queries.ts';
import { changedBy } from '../catalogue-editor/editor-access.ts';
import type { NewChange } from '../catalogue-editor/change-log-queries.ts';
import { levelFlags, toEntityPermission } from '../entity/permissions.ts';
import { readPermissionRows } from '../entity/queries.ts';

/** Who works in the library, with what they may do at the Image level (decision 171). */
export interface LibraryContext {
  db: Database;
  blobs: BlobStore;
  viewer: Viewer;
  permission: EntityPermission;
}

export type LibraryAction = 'CanRead' | 'CanCreate' | 'CanUpdate' | 'CanDelete';

const refusal: Record<LibraryAction, string> = {
  CanRead: EditorMessage.cannotRead('Image'),
  CanCreate: 'You may not add to the library.',
  CanUpdate: 'You may not change the library.',
  CanDelete: 'You may not delete from the library.',
};

/** The viewer's permission at the Image level: their roles' rows there or at All. */
export async function libraryContext(
  deps: { db: Database; blobs: BlobStore },
  viewer: Viewer,
): Promise<LibraryContext> {
  const roles = viewer.roles.map((r) => roleIds[r]);
  const rows = await readPermissionRows(deps.db, roles);
  const permission = toEntityPermission(
    EntityLevel.Image,
    levelFlags(rows, roles, EntityLevel.Image),
  );
  return { ...deps, viewer, permission };
}

export function allow(ctx: LibraryContext, action: LibraryAction): void {
  if (!ctx.permission[action] || !ctx.permission.CanRead) throw new Forbidden(refusal[action]);
}

/** One change-log row of a library item: who, what and, for an update, the field. */
export const libraryChange = (
  ctx: LibraryContext,
  change: Pick<NewChange, 'entityName' | 'entityId' | 'entityTitle' | 'action'> &
    Partial<Pick<NewChange, 'field' | 'oldValue' | 'newValue'>>,
): NewChange => ({ userId: ctx.viewer.userId, userName: changedBy(ctx.viewer), ...change });
