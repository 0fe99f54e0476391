import type { Editor, EntityDefinition } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { Viewer } from '../../lib/session.ts';
import { roleIds } from '../auth/user-queries.ts';
import { viewDefinitions, type DefinitionsView, type ReadableField } from './definitions-view.ts';
import { readDefinitionRows, readPermissionRows } from './queries.ts';

export type { DefinitionsView, PropertyStorage, ReadableField } from './definitions-view.ts';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface EntityService {
  /** GET /api/entity: the entities the viewer may read, or the one named. */
  entities(viewer: Viewer, query: { entityName?: string }): Promise<EntityDefinition[]>;
  /** GET /api/entity/editor: their editors, with what the viewer may not read left out. */
  editors(viewer: Viewer, query: { entityName?: string; editorName?: string }): Promise<Editor[]>;
  /** Every editor field the viewer may read, with where it is stored (for the model finder). */
  readableFields(viewer: Viewer): Promise<ReadableField[]>;
  /** Editors and readable fields from one read of the definitions (for the editor's calls). */
  view(viewer: Viewer): Promise<DefinitionsView>;
}

/**
 * The definitions are read afresh on each call (a few hundred rows): a row added to the tables
 * shows on the next request, with no cache to clear.
 */
export function createEntityService(db: Database): EntityService {
  const view = async (viewer: Viewer): Promise<DefinitionsView> => {
    const roles = viewer.roles.map((r) => roleIds[r]);
    const [rows, permissions] = await Promise.all([
      readDefinitionRows(db),
      readPermissionRows(db, roles),
    ]);
    return viewDefinitions(rows, permissions, roles);
  };

  return {
    async entities(viewer, { entityName }) {
      const { entities } = await view(viewer);
      return entityName ? entities.filter((e) => sameName(e.EntityName, entityName)) : entities;
    },
    async editors(viewer, { entityName, editorName }) {
      const { editors } = await view(viewer);
      return editors.filter(
        (e) =>
          (!entityName || sameName(e.EntityName, entityName)) &&
          (!editorName || sameName(e.EditorName, editorName)),
      );
    },
    async readableFields(viewer) {
      return (await view(viewer)).fields;
    },
    view,
  };
}
