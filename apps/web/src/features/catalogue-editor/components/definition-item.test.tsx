// @vitest-environment jsdom
import type { EditorItem } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setFetchSource } from '../../../api/request-fetch.ts';
import { createEditor, createField, createSection } from '../model/editor-factories.ts';
import { ItemEditor } from './item-editor.tsx';

/** The Editor item's definition, cut down to its level grid (decision 174). */
const editor = createEditor({
  EditorName: 'Editor',
  EntityName: 'Editor',
  DisplayName: 'Editor',
  Sections: [
    createSection({
      SectionType: 'Header',
      Fields: [
        createField({
          EntityPropertyName: 'LevelPermissions',
          DisplayName: 'Level Permissions',
          EditorType: 'permissions',
          EditorSize: 12,
        }),
      ],
    }),
  ],
});

const grant = {
  RoleId: 5,
  CanRead: true,
  CanUpdate: false,
  CanCreate: false,
  CanDelete: false,
  CanExecute: false,
};
const saved: EditorItem = {
  EntityName: 'Editor',
  Id: 4,
  Version: '70',
  Title: 'Product',
  Parent: null,
  Values: { LevelPermissions: [grant] },
  Choices: { LevelPermissions: [{ Id: 5, DisplayName: 'Product Editor' }] },
  LastChangedBy: null,
  LastChangedAt: null,
};

/** The sub editor of the Sections field below: a name the rules require. */
const sectionEditor = createEditor({
  EditorName: 'EditorSection',
  DisplayName: 'Section',
  Sections: [
    createSection({
      Fields: [
        createField({
          EntityPropertyName: 'EditorSectionName',
          DisplayName: 'Section Name',
          IsRequired: true,
        }),
      ],
    }),
  ],
});

function renderItem(definition = editor) {
  const sent: unknown[] = [];
  setFetchSource(() => async (input, init) => {
    if (init?.body) sent.push(JSON.parse(String(init.body)));
    const named = String(input).includes('editorName=EditorSection');
    const body = named ? [sectionEditor] : { ...saved, Version: '71' };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ItemEditor
          item={{ entityName: 'Editor', id: 4 }}
          editor={definition}
          saved={saved}
          onDirtyChange={() => undefined}
          onDeleted={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

const tick = (name: string) => screen.getByRole('checkbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

afterEach(() => {
  cleanup();
  setFetchSource(() => fetch);
});

describe('the sub-editors and grids of an Editor item in the item form', () => {
  it('is Changed after a tick, Unchanged once ticked back, and saves its rows', async () => {
    const sent = renderItem();
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.click(tick('Product Editor: Update'));
    expect(screen.getByText('Changed')).toBeTruthy();
    fireEvent.click(tick('Product Editor: Update'));
    expect(screen.queryByText('Changed')).toBeNull();
    fireEvent.click(tick('Product Editor: Delete'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      Version: '70',
      Values: { LevelPermissions: [{ ...grant, CanDelete: true }] },
    });
  });

  it('holds the save back while an object inside a sub-editor breaks its rules', async () => {
    const sections = createField({
      EditorFieldId: 2,
      EntityPropertyName: 'Sections',
      DisplayName: 'Sections',
      EditorType: 'sub-editor-multiple',
      Values: [{ EditorFieldValueId: 1, Value: 'EditorSection', DisplayName: null }],
    });
    renderItem({ ...editor, Sections: [createSection({ Fields: [sections] })] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Section' }));
    expect(screen.getByText('Section Name is required')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Section Name/ }), {
      target: { value: 'Notes' },
    });
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('goes back to its default, no rows, with Reset', () => {
    renderItem();
    fireEvent.click(screen.getByRole('button', { name: 'Options for Level Permissions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Default Value' }));
    expect(tick('Product Editor: Read')).toHaveProperty('checked', false);
    expect(saveButton()).toHaveProperty('disabled', false);
  });
});
