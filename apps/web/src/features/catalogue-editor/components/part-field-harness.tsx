import type { EditorField, EditorValue } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { setFetchSource } from '../../../api/request-fetch.ts';
import { createField } from '../model/editor-factories.ts';
import { fieldState } from '../model/field-state.ts';
import { EditorFieldView } from './editor-field.tsx';

/** What the model's part fields' tests share: the server's answers and the field's harness. */

const node = (EntityName: string, Id: number, Name: string, ChildCount = 0) => ({
  EntityName,
  EntityLevel: 1,
  Id,
  Name,
  DisplayName: Name,
  Visible: true,
  IsPreview: false,
  ChildCount,
});
const table = (Id: number, DisplayName: string | null) => ({
  Kind: 'table',
  Id,
  ParentId: 7,
  Version: '1',
  Values: { DisplayName },
  Columns: [],
});

/** The server's answers the editors read: divisions, the tree, a product and its tables. */
function answer(url: URL): unknown {
  const q = url.searchParams;
  if (url.pathname.endsWith('/editor/tree')) {
    if (q.get('entityName') === 'Division')
      return { List: [node('Division', 1, 'North'), node('Division', 2, 'South')] };
    if (q.get('entityName') === 'Category') return { List: [node('Product', 8, 'Coil Kit')] };
    return { List: [node('Category', 1, 'Heating', 1)] };
  }
  if (url.pathname.endsWith('/editor/product/7/content') || url.pathname.endsWith('/8/content'))
    return {
      ProductId: 7,
      Sections: [],
      Tables: [table(70, 'Motors'), table(71, null)],
      Features: [],
      Specifications: [],
      Notes: [],
    };
  if (url.pathname.endsWith('/editor/item/Product/7'))
    return {
      EntityName: 'Product',
      Id: 7,
      Version: '1',
      Title: 'Blower Kit',
      Parent: null,
      Values: {},
      Choices: {},
      LastChangedBy: null,
      LastChangedAt: null,
    };
  return [];
}

const MODELS = ['00012345', '00099999'];

/** Answers the editors' reads from the fixtures above. */
export function answerPartReads() {
  setFetchSource(() => async (input) => {
    const url = new URL(String(input), 'http://editor.localhost');
    // The models that exist: 00012345 and 00099999; any other number is none.
    const model = /\/editor\/model\/([^/]+)$/.exec(url.pathname)?.[1];
    if (model && !MODELS.includes(model))
      return new Response(JSON.stringify({ Message: 'Model not found' }), { status: 404 });
    const body = model ? { Id: model } : answer(url);
    return new Response(JSON.stringify(body), { status: 200 });
  });
}

export function restoreFetch() {
  cleanup();
  setFetchSource(() => fetch);
}

/** The field as the model editor draws it: Changed, its messages, its value kept. */
export function renderField(field: EditorField, saved: EditorValue, canChange = true) {
  const changes: EditorValue[] = [];
  function Harness() {
    const [draft, setDraft] = useState<Record<string, EditorValue>>({});
    const original = { [field.EntityPropertyName]: saved };
    return (
      <div className="row">
        <EditorFieldView
          field={field}
          state={fieldState(field, original, draft)}
          choices={[]}
          canChange={canChange}
          onChange={(v) => {
            changes.push(v);
            setDraft({ [field.EntityPropertyName]: v });
          }}
          onReset={() => setDraft({ [field.EntityPropertyName]: null })}
          onUndo={() => setDraft({})}
          onHistory={() => {}}
        />
      </div>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return changes;
}

export const part = (EntityPropertyName: string, EditorType: EditorField['EditorType']) =>
  createField({ EntityPropertyName, DisplayName: EntityPropertyName, EditorType, EditorSize: 12 });
export const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
