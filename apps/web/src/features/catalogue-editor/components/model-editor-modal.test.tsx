// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFetchSource } from '../../../api/request-fetch.ts';
import { dismissToast, readToasts } from '../../../ui/toast/toast-store.ts';
import {
  createField,
  createModelEditor,
  createModelItem,
  createSection,
} from '../model/editor-factories.ts';
import { ModelEditorModal, type OpenModel } from './model-editor-modal.tsx';

const editor = createModelEditor();

const saved = createModelItem('00012345', 'Blower motor');

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** The definition and the model for GETs; every other call gets the given answer. */
function serve(status: number, body: unknown, definition = editor): Sent[] {
  const sent: Sent[] = [];
  setFetchSource(() => async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && url.startsWith('/api/entity/editor'))
      return new Response(JSON.stringify([definition]));
    if (method === 'GET') return new Response(JSON.stringify(saved));
    return new Response(JSON.stringify(body), { status });
  });
  return sent;
}

function renderModal(
  model: OpenModel = { catalogNumber: '00012345', created: false },
  onClose: () => void = () => undefined,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ModelEditorModal model={model} onOpen={() => undefined} onClose={onClose} />
    </QueryClientProvider>,
  );
}

const description = () => screen.findByRole('textbox', { name: /^Description/ });
// The footer's Close: the headers' × buttons are named Close too.
const closeButton = () => screen.getByText('Close', { selector: '.modal-footer button' });
const BADGE = 'This model has been modified. Changes are not yet saved.';

afterEach(() => {
  cleanup();
  for (const toast of readToasts()) dismissToast(toast.id);
  setFetchSource(() => fetch);
});

describe('ModelEditorModal', () => {
  it('shows an existing model read only until Edit All Fields', async () => {
    serve(200, saved);
    renderModal();
    expect(screen.getByRole('heading', { name: 'Details for model: 00012345' })).toBeTruthy();
    expect(await description()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit All Fields' }));
    expect(await description()).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
  });

  it('offers a hidden blank field once the model is being edited', async () => {
    const notes = createField({
      EditorFieldId: 2,
      EntityPropertyName: 'Notes',
      DisplayName: 'Internal Notes',
    });
    const [header] = editor.Sections;
    serve(200, saved, {
      ...editor,
      HideBlankFields: true,
      Sections: [{ ...header!, Fields: [...header!.Fields, notes] }],
    });
    renderModal();
    await description();
    expect(screen.queryByRole('combobox', { name: 'Add field' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit All Fields' }));
    expect(screen.queryByRole('textbox', { name: /^Internal Notes/ })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Add field' }), {
      target: { value: 'Notes' },
    });
    expect(await screen.findByRole('textbox', { name: /^Internal Notes/ })).toBeTruthy();
  });

  it('opens a new model editable at once', async () => {
    serve(200, saved);
    renderModal({ catalogNumber: '00012345', created: true });
    expect(await description()).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Edit All Fields' })).toBeNull();
  });

  it('shows the badge while changed, saves the change and says Save Successful!', async () => {
    const sent = serve(200, { ...saved, Version: '8', Values: { Descriptions: 'Fan motor' } });
    renderModal({ catalogNumber: '00012345', created: true });
    fireEvent.change(await description(), { target: { value: 'Fan motor' } });
    expect(screen.getByText(BADGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(readToasts().map((t) => t.message)).toContain('Save Successful!'));
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/editor/model/00012345',
      body: { Version: '7', Values: { Descriptions: 'Fan motor' } },
    });
    expect(screen.queryByText(BADGE)).toBeNull();
  });

  it('shows the server’s message and its field errors when the save is refused', async () => {
    serve(400, {
      Successful: false,
      Message: 'Please check that all model information is properly entered.',
      Errors: { Descriptions: ['Description is too long'] },
    });
    renderModal({ catalogNumber: '00012345', created: true });
    fireEvent.change(await description(), { target: { value: 'Fan motor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Description is too long')).toBeTruthy();
    expect(
      screen.getByText('Please check that all model information is properly entered.'),
    ).toBeTruthy();
    expect(readToasts().map((t) => [t.message, t.variant])).toContainEqual([
      'Error: Please check that all model information is properly entered.',
      'danger',
    ]);
    expect(screen.getByText(BADGE)).toBeTruthy();
  });

  it('saves one section on its own and keeps the other changes', async () => {
    const notes = createSection({
      EditorSectionId: 2,
      EditorSectionName: 'Notes',
      SectionType: 'Section',
      Fields: [
        createField({ EditorFieldId: 2, EntityPropertyName: 'Notes', DisplayName: 'Notes' }),
      ],
    });
    const withNotes = { ...editor, Sections: [...editor.Sections, notes] };
    const sent = serve(
      200,
      { ...saved, Version: '8', Values: { ...saved.Values, Notes: 'Oiled' } },
      withNotes,
    );
    renderModal({ catalogNumber: '00012345', created: true });
    fireEvent.change(await description(), { target: { value: 'Fan motor' } });
    expect(screen.queryByRole('button', { name: 'Save Notes' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Notes/ }), {
      target: { value: 'Oiled' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await waitFor(() =>
      expect(readToasts().map((t) => t.message)).toContain('Notes saved succesfully.'),
    );
    expect(sent.find((c) => c.method === 'PUT')?.body).toEqual({
      Version: '7',
      Values: { Notes: 'Oiled' },
    });
    expect(screen.queryByRole('button', { name: 'Save Notes' })).toBeNull();
    // The description is still a change of its own, to save with Save Changes.
    expect(await description()).toHaveProperty('value', 'Fan motor');
    expect(screen.getByText(BADGE)).toBeTruthy();
  });

  it('offers Reload when someone saved the model in between', async () => {
    serve(409, { Successful: false, Message: 'Someone else saved this model; reload it.' });
    renderModal({ catalogNumber: '00012345', created: true });
    fireEvent.change(await description(), { target: { value: 'Fan motor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('checks the copy’s Catalog Number and shows that it exists', async () => {
    const sent = serve(409, {
      Successful: false,
      Message: 'Specified Catalog Number already exists',
    });
    renderModal();
    await description();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Model' }));
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy).toHaveProperty('disabled', true);
    const number = screen.getByRole('textbox', { name: 'Catalog Number' });
    fireEvent.change(number, { target: { value: '1234567890123456789' } });
    expect(screen.getByText('Catalog Number must be between 1 and 18 characters')).toBeTruthy();
    expect(copy).toHaveProperty('disabled', true);
    fireEvent.change(number, { target: { value: '12' } });
    expect(screen.queryByText('Catalog Number must be between 1 and 18 characters')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Copy Model Number?' }));
    fireEvent.click(copy);
    expect(await screen.findByText('Specified Catalog Number already exists')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/editor/model/00012345/copy',
      body: { PcnCatalogNumber: '12', CopyModelNumber: true },
    });
  });

  it('asks Yes or No before closing with unsaved changes', async () => {
    serve(200, saved);
    const onClose = vi.fn();
    renderModal({ catalogNumber: '00012345', created: true }, onClose);
    fireEvent.change(await description(), { target: { value: 'Fan motor' } });
    fireEvent.click(closeButton());
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText(BADGE)).toBeTruthy();
    fireEvent.click(closeButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends a delete request with its comment and toasts the server’s message', async () => {
    const message = 'Delete request sent Successful for Model 00012345';
    const sent = serve(201, {
      Successful: true,
      Message: message,
      Data: { ModelChangeRequestId: 4, Status: 'Submitted' },
    });
    const onClose = vi.fn();
    renderModal(undefined, onClose);
    await description();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('heading', { name: 'Confirm Deletion' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: 'Obsolete' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request Deletion' }));
    await waitFor(() => expect(readToasts().map((t) => t.message)).toContain(message));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/editor/model/00012345/delete-request',
      body: { Comment: 'Obsolete' },
    });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
