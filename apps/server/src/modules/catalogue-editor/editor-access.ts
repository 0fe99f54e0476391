import {
  AccountMessage,
  canUseModule,
  EditorMessage,
  ModuleId,
  type EntityPermission,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../../lib/errors.ts';
import { optionalViewer, type Viewer } from '../../lib/session.ts';
import type { EntityService } from '../entity/service.ts';
import { itemFields, type FieldParts, type ItemField } from './editor-fields.ts';
import { tableOf, type EditorTable, type ItemEntityName } from './editor-tables.ts';

/**
 * The viewer as an editor: the Editor module at read level 9 opens the editor area
 * (admin §2.4, §6); what they may do with each item is then the definitions' to say.
 */
export function editorUser(viewer: Viewer): Viewer {
  if (!canUseModule(viewer.effectivePermissions, ModuleId.Editor, 'read'))
    throw new Forbidden(EditorMessage.denied);
  return viewer;
}

/** A route's onRequest: who may not use the editor is told so before their input is looked at. */
export async function editorGate(request: FastifyRequest): Promise<void> {
  const viewer = await optionalViewer(request);
  if (!viewer) throw new Unauthorized(AccountMessage.signInRequired);
  editorUser(viewer);
}

/** Who is editing, and where: what a save, create or delete runs with. */
export interface EditorContext {
  db: Database;
  viewer: Viewer;
}

/** What the viewer may do with one entity's items, and the fields they may read. */
export interface EntityAccess {
  entityName: ItemEntityName;
  label: string;
  et: EditorTable;
  permission: EntityPermission;
  fields: Map<string, ItemField>;
  /** The 400's Message when these fields' values are refused. */
  refusal: (refused: readonly ItemField[]) => string;
  /** The 409's Message when the item's name or id is taken. */
  taken: string;
}

/** How an entity's items differ from the editor's defaults: the model's parts and messages. */
export interface EntityKind {
  parts?: FieldParts;
  refusal?: EntityAccess['refusal'];
  taken?: string;
}

/** 'ManufacturingSeries' as 'Manufacturing Series', for messages. */
export const labelOf = (entityName: string): string =>
  entityName.replace(/([a-z])([A-Z])/g, '$1 $2');

export async function entityAccess(
  definitions: EntityService,
  viewer: Viewer,
  entityName: ItemEntityName,
  kind: EntityKind = {},
): Promise<EntityAccess> {
  const et = tableOf(entityName);
  const view = await definitions.view(viewer);
  const editor = view.editors.find((e) => e.EntityName === entityName);
  const permission: EntityPermission = editor?.EffectivePermission ?? {
    EntityLevel: et.level,
    CanRead: false,
    CanUpdate: false,
    CanCreate: false,
    CanDelete: false,
    CanExecute: false,
  };
  return {
    entityName,
    label: labelOf(entityName),
    et,
    permission,
    fields: itemFields(entityName, et, view.fields, kind.parts),
    refusal: kind.refusal ?? (() => EditorMessage.invalid),
    taken: kind.taken ?? EditorMessage.nameTaken,
  };
}

/** Reading an item needs the entity level's CanRead. */
export function readable(access: EntityAccess): EntityAccess {
  if (!access.permission.CanRead) throw new Forbidden(EditorMessage.cannotRead(access.label));
  return access;
}

/** The name the change log keeps: first and last name, or the username. */
export const changedBy = (viewer: Viewer): string =>
  `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username;

/** Editor types whose value is never written through a save: ids and read-only fields. */
export const neverSaved = (field: ItemField, creating: boolean): boolean =>
  field.def.EditorType === 'id' || (!creating && field.def.EditorType === 'read-only');
