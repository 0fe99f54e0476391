import {
  contentEntry,
  contentOrderResult,
  productContent,
  type ContentEntry,
  type ContentKind,
  type ContentValues,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';

/** A product's content (decision 172); the editor's tree and item queries do not depend on it. */
export const productContentKey = (productId: number) => accountKey('editor', 'content', productId);

/** GET /api/editor/product/{id}/content: sections › tabs › items, tables › columns, the lists. */
export const useProductContent = (productId: number) =>
  useQuery({
    queryKey: productContentKey(productId),
    queryFn: ({ signal }) =>
      callAccount('GET', `/editor/product/${productId}/content`, productContent, { signal }),
    // Read afresh when a content tab opens and after our own writes, never in the background:
    // a row being edited keeps the values and version it was opened at.
    staleTime: Infinity,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    retry: false,
  });

const kindPath = (kind: ContentKind) => `/editor/content/${kind}`;

export const createContent = (kind: ContentKind, parentId: number, values: ContentValues) =>
  callAccount('POST', kindPath(kind), contentEntry, {
    body: { ParentId: parentId, Values: values },
  });

export const saveContent = (row: ContentEntry, version: string, values: ContentValues) =>
  callAccount('PUT', `${kindPath(row.Kind)}/${row.Id}`, contentEntry, {
    body: { Version: version, Values: values },
  });

export const deleteContent = (row: ContentEntry, version: string) =>
  callAccount('DELETE', `${kindPath(row.Kind)}/${row.Id}`, z.unknown(), { query: { version } });

export const reorderContent = (kind: ContentKind, parentId: number, ids: readonly number[]) =>
  callAccount('PUT', `${kindPath(kind)}/order`, contentOrderResult, {
    body: { ParentId: parentId, Ids: ids },
  });

/** After any change: the content is read again, and the change log shows the new rows. */
function useAfterChange(productId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productContentKey(productId) }),
      queryClient.invalidateQueries({ queryKey: accountKey('change-log') }),
    ]);
}

export function useCreateContent(productId: number) {
  const onSuccess = useAfterChange(productId);
  return useMutation({
    mutationFn: (input: { kind: ContentKind; parentId: number; values: ContentValues }) =>
      createContent(input.kind, input.parentId, input.values),
    onSuccess,
  });
}

export function useSaveContent(productId: number) {
  const onSuccess = useAfterChange(productId);
  return useMutation({
    mutationFn: (input: { row: ContentEntry; version: string; values: ContentValues }) =>
      saveContent(input.row, input.version, input.values),
    onSuccess,
  });
}

export function useDeleteContent(productId: number) {
  const onSuccess = useAfterChange(productId);
  return useMutation({
    mutationFn: (input: { row: ContentEntry; version: string }) =>
      deleteContent(input.row, input.version),
    onSuccess,
  });
}

export function useReorderContent(productId: number) {
  const onSuccess = useAfterChange(productId);
  return useMutation({
    mutationFn: (input: { kind: ContentKind; parentId: number; ids: readonly number[] }) =>
      reorderContent(input.kind, input.parentId, input.ids),
    onSuccess,
  });
}
