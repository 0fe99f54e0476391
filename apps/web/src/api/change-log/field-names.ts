import { editors } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { accountKey } from '../accounts/account-keys.ts';
import { callAccount } from '../accounts/account-http.ts';

/** What of an editor definition names its fields. */
interface NamedFields {
  EntityName: string;
  Sections: readonly { Fields: readonly { EntityPropertyName: string; DisplayName: string }[] }[];
}

/** Each entity's fields by their display names, keyed 'Product.IsPreview'. */
export function fieldDisplayNames(list: readonly NamedFields[]): ReadonlyMap<string, string> {
  return new Map(
    list.flatMap((editor) =>
      editor.Sections.flatMap((s) => s.Fields).map(
        (f) => [`${editor.EntityName}.${f.EntityPropertyName}`, f.DisplayName] as const,
      ),
    ),
  );
}

/** A change's field by its display name where the definitions know it, else its property name. */
export const fieldLabel = (
  names: ReadonlyMap<string, string> | undefined,
  entityName: string,
  field: string,
): string => names?.get(`${entityName}.${field}`) ?? field;

/** GET /api/entity/editor: every editor the user may read, as field display names. */
export const useFieldDisplayNames = () =>
  useQuery({
    queryKey: accountKey('editor', 'definitions'),
    queryFn: async ({ signal }) =>
      fieldDisplayNames(await callAccount('GET', '/entity/editor', editors, { signal })),
    staleTime: 5 * 60_000,
  });
