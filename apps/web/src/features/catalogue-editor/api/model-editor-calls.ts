import {
  editors,
  modelDeleteRequested,
  modelEditorItem,
  type EditorValues,
  type ModelEditorItem,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

/**
 * The editor saves models; on the change-request site the same modal proposes changes, reading
 * the model through the change requests' own call (decision 179).
 */
export type ModelEditorMode = 'edit' | 'proposal';

/** The model editor's calls (decision 176): a model is an editor item by catalogue number. */
const modelPath = (catalogNumber: string, mode: ModelEditorMode = 'edit') =>
  `/${mode === 'edit' ? 'editor' : 'change-requests'}/model/${encodeURIComponent(catalogNumber)}`;

export const modelItemKey = (catalogNumber: string, mode: ModelEditorMode = 'edit') =>
  mode === 'edit'
    ? accountKey('editor', 'model', catalogNumber)
    : accountKey('change-request-model', catalogNumber);

/** GET /api/entity/editor?entityName=Model: the Model editor, null when the user may read none. */
export const useModelEditorDefinition = (enabled: boolean) =>
  useQuery({
    queryKey: accountKey('editor', 'definition', 'Model'),
    queryFn: async ({ signal }) =>
      (
        await callAccount('GET', '/entity/editor', editors, {
          signal,
          query: { entityName: 'Model' },
        })
      )[0] ?? null,
    enabled,
    staleTime: 5 * 60_000,
  });

/** GET /api/editor/model/{catalogNumber} (or …/change-requests/model/…): afresh only on Reload. */
export const useModelItem = (catalogNumber: string | null, mode: ModelEditorMode = 'edit') =>
  useQuery({
    queryKey: modelItemKey(catalogNumber ?? '', mode),
    queryFn: ({ signal }) =>
      callAccount('GET', modelPath(catalogNumber ?? '', mode), modelEditorItem, { signal }),
    enabled: catalogNumber !== null,
    staleTime: Infinity,
    retry: false,
  });

/** PUT: the changed fields at the version read; 409 when someone saved in between. */
export const saveModel = (catalogNumber: string, version: string, values: EditorValues) =>
  callAccount('PUT', modelPath(catalogNumber), modelEditorItem, {
    body: { Version: version, Values: values },
  });

/** POST /api/editor/model: a new model; 409 when the number exists. */
export const createModel = (catalogNumber: string): Promise<ModelEditorItem> =>
  callAccount('POST', '/editor/model', modelEditorItem, {
    body: { PcnCatalogNumber: catalogNumber, Values: {} },
  });

/** POST …/copy: the copy under the new number (padded to 8 by the server). */
export const copyModel = (catalogNumber: string, newNumber: string, copyModelNumber: boolean) =>
  callAccount('POST', `${modelPath(catalogNumber)}/copy`, modelEditorItem, {
    body: { PcnCatalogNumber: newNumber, CopyModelNumber: copyModelNumber },
  });

/** POST …/delete-request: asks a reviewer to delete the model; nothing is deleted now. */
export const requestModelDelete = (catalogNumber: string, comment: string) =>
  callAccount('POST', `${modelPath(catalogNumber)}/delete-request`, modelDeleteRequested, {
    body: comment.trim() ? { Comment: comment.trim() } : {},
  });
