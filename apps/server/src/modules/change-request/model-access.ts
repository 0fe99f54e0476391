import type { Viewer } from '../../lib/session.ts';
import { entityAccess, readable, type EntityAccess } from '../catalogue-editor/editor-access.ts';
import { modelKind } from '../catalogue-editor/model/model-editor.ts';
import type { EntityService } from '../entity/service.ts';

/** What a change-request call knows of models for its viewer, from one read of the definitions. */
export interface ModelDefinitions {
  access: EntityAccess;
  /** The editor section of each Model field the viewer reads, by EntityPropertyName. */
  sections: ReadonlyMap<string, string>;
}

/**
 * What the viewer may do with models, as the model editor reads and checks them, but without
 * the Editor module: change-request users hold the Model level and not the editor (decision
 * 179), and the gate has already let them in. Reading a model needs the level's CanRead. The
 * definitions are read once per call: a read takes tens of milliseconds on a busy machine.
 */
export async function modelDefinitions(
  definitions: EntityService,
  viewer: Viewer,
): Promise<ModelDefinitions> {
  const view = await definitions.view(viewer);
  const once: EntityService = { ...definitions, view: async () => view };
  const access = readable(await entityAccess(once, viewer, 'Model', modelKind));
  const sections = new Map(
    view.fields
      .filter((f) => f.entityName === 'Model')
      .map((f) => [f.field.EntityPropertyName, f.editorSectionName]),
  );
  return { access, sections };
}
