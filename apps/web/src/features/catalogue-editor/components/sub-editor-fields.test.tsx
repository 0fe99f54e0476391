// @vitest-environment jsdom
import type { Editor, EditorField, EditorValue } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetchSource } from '../../../api/request-fetch.ts';
import { createEditor, createField, createSection } from '../model/editor-factories.ts';
import { FieldControl } from './field-control.tsx';

const nested = (
  name: string,
  type: 'sub-editor' | 'sub-editor-multiple',
  editor: string,
  id: number,
) =>
  createField({
    EditorFieldId: id,
    EntityPropertyName: name,
    DisplayName: name,
    EditorType: type,
    EditorSize: 12,
    Values: [{ EditorFieldValueId: id, Value: editor, DisplayName: null }],
  });

const definitions: Record<string, Editor> = {
  EditorSection: createEditor({
    EditorName: 'EditorSection',
    DisplayName: 'Section',
    Sections: [
      createSection({
        Fields: [
          createField({
            EditorFieldId: 10,
            EntityPropertyName: 'EditorSectionName',
            DisplayName: 'Section Name',
            IsRequired: true,
          }),
          createField({
            EditorFieldId: 11,
            EntityPropertyName: 'InFinder',
            DisplayName: 'In the Finder',
            EditorType: 'checkbox',
            DefaultValue: true,
          }),
          nested('Fields', 'sub-editor-multiple', 'EditorField', 12),
        ],
      }),
    ],
  }),
  EditorField: createEditor({
    EditorName: 'EditorField',
    DisplayName: 'Field',
    Sections: [
      createSection({
        Fields: [
          createField({
            EditorFieldId: 20,
            EntityPropertyName: 'EntityPropertyName',
            DisplayName: 'Property',
          }),
        ],
      }),
    ],
  }),
  Entity: createEditor({
    EditorName: 'Entity',
    DisplayName: 'Entity',
    Sections: [
      createSection({
        Fields: [
          createField({
            EditorFieldId: 30,
            EntityPropertyName: 'EntityName',
            DisplayName: 'Entity Name',
            EditorType: 'read-only',
          }),
          createField({
            EditorFieldId: 31,
            EntityPropertyName: 'DisplayName',
            DisplayName: 'Display Name',
          }),
        ],
      }),
    ],
  }),
};

beforeEach(() => {
  setFetchSource(() => async (input) => {
    const name =
      new URL(String(input), 'http://editor.localhost').searchParams.get('editorName') ?? '';
    return new Response(JSON.stringify(definitions[name] ? [definitions[name]] : []), {
      status: 200,
    });
  });
});
afterEach(() => {
  cleanup();
  setFetchSource(() => fetch);
});

/** The control with its value kept, as the item's form keeps it; `changes` sees each one. */
function renderField(field: EditorField, initial: EditorValue) {
  const changes: EditorValue[] = [];
  function Harness() {
    const [value, setValue] = useState<EditorValue>(initial);
    return (
      <FieldControl
        field={field}
        id="f"
        value={value}
        choices={[]}
        disabled={false}
        invalid={false}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
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

const button = (name: string | RegExp) => screen.findByRole('button', { name });

describe('sub-editor and sub-editor-multiple', () => {
  it("draws one object's fields from its sub editor, read-only ones as text", async () => {
    const changes = renderField(nested('Entity', 'sub-editor', 'Entity', 1), {
      EntityName: 'Product',
      DisplayName: 'Product',
    });
    const name = await screen.findByRole('textbox', { name: 'Display Name' });
    const entityName = document.getElementById('f-EntityName') as HTMLInputElement;
    expect([entityName.value, entityName.readOnly]).toEqual(['Product', true]);
    fireEvent.change(name, { target: { value: 'Product page' } });
    expect(changes.at(-1)).toEqual({ EntityName: 'Product', DisplayName: 'Product page' });
  });

  it('opens, edits, moves and removes the objects of a list, in order', async () => {
    const changes = renderField(nested('Sections', 'sub-editor-multiple', 'EditorSection', 2), [
      { EditorSectionId: 1, EditorSectionName: 'General', InFinder: true, Fields: [] },
      { EditorSectionId: 2, EditorSectionName: 'Prices', InFinder: false, Fields: [] },
    ]);
    const first = await button('Section 1: General');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(first);
    fireEvent.change(screen.getByRole('textbox', { name: /^Section Name/ }), {
      target: { value: 'Main' },
    });
    expect(changes.at(-1)).toEqual([
      { EditorSectionId: 1, EditorSectionName: 'Main', InFinder: true, Fields: [] },
      { EditorSectionId: 2, EditorSectionName: 'Prices', InFinder: false, Fields: [] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Section 1 down' }));
    expect(
      (changes.at(-1) as { EditorSectionName: string }[]).map((s) => s.EditorSectionName),
    ).toEqual(['Prices', 'Main']);
    // The open entry moved with it.
    expect(
      screen.getByRole('button', { name: 'Section 2: Main' }).getAttribute('aria-expanded'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Section 1' }));
    expect(changes.at(-1)).toEqual([
      { EditorSectionId: 1, EditorSectionName: 'Main', InFinder: true, Fields: [] },
    ]);
  });

  it('adds an object at its defaults, checks its rules, and nests the next list inside', async () => {
    const changes = renderField(nested('Sections', 'sub-editor-multiple', 'EditorSection', 2), []);
    fireEvent.click(await button('Add Section'));
    expect(changes.at(-1)).toEqual([{ EditorSectionName: null, InFinder: true, Fields: [] }]);
    expect(screen.getByText('Section Name is required')).toBeTruthy();
    fireEvent.click(await button('Add Field'));
    expect(changes.at(-1)).toEqual([
      { EditorSectionName: null, InFinder: true, Fields: [{ EntityPropertyName: null }] },
    ]);
    expect(screen.getByRole('textbox', { name: 'Property' })).toBeTruthy();
  });
});
