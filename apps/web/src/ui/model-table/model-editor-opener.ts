import { createContext, useContext } from 'react';

/**
 * On the editor site a row's details open the model editor modal instead of the details panel,
 * and each table offers Add model (admin §2.5). The editor site provides it; elsewhere none.
 */
export interface ModelEditorOpener {
  open: (catalogNumber: string) => void;
  /** Adds a new model; null when the user may not create models. */
  add: (() => void) | null;
}

export const ModelEditorOpenerContext = createContext<ModelEditorOpener | null>(null);

export const useModelEditorOpener = (): ModelEditorOpener | null =>
  useContext(ModelEditorOpenerContext);
