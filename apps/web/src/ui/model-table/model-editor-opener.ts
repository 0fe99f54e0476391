import type { EditorValues } from '@portal/domain';
import { createContext, useContext } from 'react';

/** A proposer's request sent back to them, opened again with its proposed values (decision 179). */
export interface ModelRevision {
  requestId: number;
  catalogNumber: string;
  /** The proposed values, which fill the form's draft. */
  values: EditorValues;
}

/**
 * On the editor site a row's details open the model editor modal instead of the details panel,
 * and each table offers Add model (admin §2.5). On the change-request site the modal proposes
 * changes instead (decision 179): rows offer 'create change request' and the table Edit All,
 * while a row's details stay the read-only panel. Elsewhere none is provided.
 */
export interface ModelEditorOpener {
  mode: 'edit' | 'proposal';
  /** Opens a model; with the table's models, Previous / Next move through them (Edit All). */
  open: (catalogNumber: string, sequence?: readonly string[]) => void;
  /** Adds a new model; null when the user may not create models. */
  add: (() => void) | null;
  /** Proposal mode: the proposer revises a request of theirs; null elsewhere. */
  revise: ((revision: ModelRevision) => void) | null;
}

export const ModelEditorOpenerContext = createContext<ModelEditorOpener | null>(null);

export const useModelEditorOpener = (): ModelEditorOpener | null =>
  useContext(ModelEditorOpenerContext);
