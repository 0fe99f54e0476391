// @vitest-environment jsdom
import type { EditorItem } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setFetchSource } from '../../../api/request-fetch.ts';
import { createEditor, createField, createSection } from '../model/editor-factories.ts';
import { ItemEditor } from './item-editor.tsx';

const editor = createEditor({
  Sections: [
    createSection({
      SectionType: 'Header',
      Fields: [
        createField({ EditorFieldId: 1, EntityPropertyName: 'Name', DisplayName: 'Name' }),
        createField({
          EditorFieldId: 2,
          EntityPropertyName: 'DisplayName',
          DisplayName: 'Display Name',
          IsRequired: true,
        }),
        createField({
          EditorFieldId: 3,
          EntityPropertyName: 'OrderBy',
          DisplayName: 'Order',
          EditorType: 'order',
          CanUpdate: false,
        }),
      ],
    }),
  ],
});

const saved: EditorItem = {
  EntityName: 'Product',
  Id: 12,
  Version: '7',
  Title: 'Heater Kit',
  Parent: { EntityName: 'ManufacturingSeries', Id: 3 },
  Values: { Name: 'heater-kit', DisplayName: 'Heater Kit', OrderBy: 2 },
  Choices: {},
  LastChangedBy: null,
  LastChangedAt: null,
};

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** Answers every call with the given status and body, and records what was sent. */
function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  setFetchSource(() => async (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(body), { status });
  });
  return sent;
}

function renderEditor(definition = editor) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ItemEditor
          item={{ entityName: 'Product', id: 12 }}
          editor={definition}
          saved={saved}
          onDirtyChange={() => undefined}
          onDeleted={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const change = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

afterEach(() => {
  cleanup();
  setFetchSource(() => fetch);
});

describe('ItemEditor', () => {
  it('saves only the changed fields with the version read', async () => {
    const sent = answer(200, { ...saved, Version: '8', Title: 'Room Heater Kit' });
    renderEditor();
    expect(saveButton()).toHaveProperty('disabled', true);
    change(/^Display Name/, 'Room Heater Kit');
    change(/^Name/, 'heater-kit');
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/editor/item/Product/12',
      body: { Version: '7', Values: { DisplayName: 'Room Heater Kit' } },
    });
    expect(await screen.findByText('Updated')).toBeTruthy();
  });

  it('keeps the actions in sight only while there is something to save', () => {
    answer(200, saved);
    renderEditor();
    const bar = () => saveButton().closest('.editor-actions');
    expect(bar()?.classList.contains('sticky-bottom')).toBe(false);
    change(/^Display Name/, 'Room Heater Kit');
    expect(bar()?.classList.contains('sticky-bottom')).toBe(true);
  });

  it('takes a blank display name as no change', () => {
    answer(200, saved);
    renderEditor();
    change(/^Display Name/, '');
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.queryByText('Display Name is required')).toBeNull();
  });

  it('puts the server’s messages under the fields it refused', async () => {
    answer(400, {
      Successful: false,
      Message: 'Please correct the fields marked in red.',
      Errors: { Name: ['That name is already used; choose another.'] },
    });
    renderEditor();
    change(/^Name/, 'other-kit');
    fireEvent.click(saveButton());
    expect(await screen.findByText('That name is already used; choose another.')).toBeTruthy();
    expect(screen.getByText('Please correct the fields marked in red.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-describedby')).toBe(
      'field-Name-errors',
    );
    // Editing the field takes the refusal away.
    change(/^Name/, 'other-kit-2');
    expect(screen.queryByText('That name is already used; choose another.')).toBeNull();
  });

  it('leaves a field the user may not update disabled', () => {
    answer(200, saved);
    renderEditor();
    expect(screen.getByRole('spinbutton', { name: 'Order' })).toHaveProperty('disabled', true);
  });

  it('shows a section named for a tab on that tab, keeping the draft across tabs', async () => {
    answer(200, saved);
    const catalogs = createSection({
      EditorSectionId: 9,
      EditorSectionName: 'Catalogs',
      Fields: [
        createField({
          EditorFieldId: 9,
          EntityPropertyName: 'Catalogs',
          DisplayName: 'Catalogs',
          EditorType: 'editor-list',
        }),
      ],
    });
    renderEditor({ ...editor, Sections: [...editor.Sections, catalogs] });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'edit',
      'topology',
      'features',
      'specifications',
      'productnotes',
      'catalogs',
    ]);
    expect(screen.queryByRole('button', { name: 'Catalogs', expanded: true })).toBeNull();
    change(/^Display Name/, 'Room Heater Kit');
    fireEvent.click(screen.getByRole('tab', { name: 'catalogs' }));
    expect(screen.getByRole('button', { name: 'Catalogs', expanded: true })).toBeTruthy();
    // The edit pane leaves once its fade ends.
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /^Display Name/ })).toBeNull(),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'edit' }));
    expect(await screen.findByRole('textbox', { name: /^Display Name/ })).toHaveProperty(
      'value',
      'Room Heater Kit',
    );
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it("leaves the item's Save to its own fields on a content tab", async () => {
    answer(200, { List: [] });
    renderEditor();
    fireEvent.click(screen.getByRole('tab', { name: 'features' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'edit' }));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });
});
