import {
  contentDefaults,
  contentLabel,
  type ContentEntry,
  type ContentKind,
  type ContentValue,
  type ContentValues,
} from '@portal/domain';
import { useState } from 'react';
import { showToast } from '../../../../ui/toast/toast-store.ts';
import { useCreateContent, useSaveContent } from '../../api/content-calls.ts';
import { saveRefusal, type SaveRefusal } from '../../model/save-refusal.ts';
import { changedContent, contentErrors, withTypeFields } from '../../model/content-values.ts';

/** What a new row starts from: the kind's defaults, and a field a creation cannot leave out. */
const startOf: Partial<Record<ContentKind, ContentValues>> = {
  item: { SectionItemType: 'RichText' },
  column: { PropertyName: 'PcnCatalogNumber' },
};

interface Options {
  kind: ContentKind;
  productId: number;
  parentId: number;
  /** The row being edited, or null for a new one. */
  row: ContentEntry | null;
  onDone: () => void;
}

/** One row's form: its draft over the saved (or default) values, checks, save or create. */
export function useContentRow({ kind, productId, parentId, row, onDone }: Options) {
  const base: ContentValues = row ? row.Values : { ...contentDefaults[kind], ...startOf[kind] };
  // The version the row was opened at: a save over someone else's answers 409.
  const [version] = useState(row?.Version ?? '');
  const [draft, setDraft] = useState<ContentValues>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [tried, setTried] = useState(false);
  const create = useCreateContent(productId);
  const saveRow = useSaveContent(productId);

  const typeChanged =
    kind === 'item' &&
    draft.SectionItemType !== undefined &&
    draft.SectionItemType !== base.SectionItemType;
  const merged = { ...base, ...draft };
  const values = typeChanged ? { ...withTypeFields(merged), ...draft } : merged;
  const changes = changedContent(base, draft);
  const dirty = Object.keys(changes).length > 0;
  const checks = contentErrors(kind, values);
  const invalid = Object.keys(checks).length > 0;

  /** Messages under a field: the checks once it was edited (or a save tried), then the server's. */
  const errorsOf = (name: string): string[] => [
    ...new Set([
      ...(tried || name in draft ? (checks[name] ?? []) : []),
      ...(serverErrors[name] ?? []),
    ]),
  ];

  const setValue = (name: string, value: ContentValue) => {
    setDraft((d) => {
      const next = { ...d, [name]: value };
      // Another type's fields are emptied with the type, so they never hold the save back.
      return name === 'SectionItemType' ? withTypeFields({ ...base, ...next }) : next;
    });
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const save = async () => {
    setTried(true);
    if (invalid || !dirty) return;
    setRefusal(null);
    try {
      if (row) await saveRow.mutateAsync({ row, version, values: changes });
      else await create.mutateAsync({ kind, parentId, values });
      showToast(`${contentLabel[kind]} ${row ? 'saved' : 'added'}.`);
      onDone();
    } catch (error) {
      const refused = saveRefusal(error);
      setRefusal(refused);
      setServerErrors(refused.errors);
    }
  };

  return {
    values,
    dirty,
    busy: create.isPending || saveRow.isPending,
    invalid: tried && invalid,
    refusal,
    errorsOf,
    changed: (name: string) => name in changes,
    setValue,
    save,
  };
}
