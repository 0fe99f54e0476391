import type { Site } from '@portal/domain';
import type { Viewer } from '../../lib/session.ts';
import type { CatalogueEditorDeps } from '../catalogue-editor/editor-deps.ts';

/** Who calls, on which site, and the origin their browser used (for the mails' links). */
export interface ChangeRequestContext {
  viewer: Viewer;
  site: Site;
  origin: string;
}

/** The catalogue editor's parts a change request runs with: database, definitions, publisher. */
export type ChangeRequestDeps = CatalogueEditorDeps;
