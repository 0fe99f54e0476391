import { DocumentLevel } from '../order-document.ts';
import { ModuleId } from './constants.ts';
import { canUseModule } from './guards.ts';
import type { EffectivePermission } from './session.ts';

/**
 * The order-document level a reader holds: a guest has the site's ManageDocuments level; a
 * signed-in user also needs the Orders write flag to upload and its delete flag to clip,
 * unclip or delete (decision 062). The server applies the same rule to every call.
 */
export function readerDocumentLevel(
  siteLevel: number,
  permissions: readonly EffectivePermission[] | null,
): number {
  if (!permissions) return siteLevel;
  if (!canUseModule(permissions, ModuleId.Orders, 'write'))
    return Math.min(siteLevel, DocumentLevel.View);
  if (!canUseModule(permissions, ModuleId.Orders, 'delete'))
    return Math.min(siteLevel, DocumentLevel.Upload);
  return siteLevel;
}
