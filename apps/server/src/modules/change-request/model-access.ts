import type { Viewer } from '../../lib/session.ts';
import { entityAccess, readable, type EntityAccess } from '../catalogue-editor/editor-access.ts';
import { modelKind } from '../catalogue-editor/model/model-editor.ts';
import type { EntityService } from '../entity/service.ts';

/**
 * What the viewer may do with models, as the model editor reads and checks them, but without
 * the Editor module: change-request users hold the Model level and not the editor (decision
 * 179), and the gate has already let them in. Reading a model needs the level's CanRead.
 */
export const modelAccess = async (
  definitions: EntityService,
  viewer: Viewer,
): Promise<EntityAccess> => readable(await entityAccess(definitions, viewer, 'Model', modelKind));

/** The editor section of each Model field the viewer reads, by EntityPropertyName. */
export async function modelSections(
  definitions: EntityService,
  viewer: Viewer,
): Promise<Map<string, string>> {
  const view = await definitions.view(viewer);
  return new Map(
    view.fields
      .filter((f) => f.entityName === 'Model')
      .map((f) => [f.field.EntityPropertyName, f.editorSectionName]),
  );
}
