// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFetchSource } from '../../../api/request-fetch.ts';
import { dismissToast, readToasts } from '../../../ui/toast/toast-store.ts';
import { createModelEditor, createModelItem } from '../model/editor-factories.ts';
import { ModelEditorModal, type OpenModel } from './model-editor-modal.tsx';

const editor = createModelEditor();

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

const summary = {
  ModelChangeRequestId: 31,
  Kind: 'Change',
  Status: 'Submitted',
  PcnCatalogNumber: '00012345',
  Comment: null,
  Fields: ['Descriptions'],
  RequestedBy: 'Morgan Proposer',
  RequestedAt: '2026-11-28T09:30:00.000Z',
  ReviewedBy: null,
  ReviewedAt: null,
  Reason: null,
};

/** The definition and each model for GETs; every other call gets the given answer. */
function serve(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  setFetchSource(() => async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && url.startsWith('/api/entity/editor'))
      return new Response(JSON.stringify([editor]));
    const number = /\/model\/([^/?]+)/.exec(url)?.[1] ?? '';
    if (method === 'GET')
      return new Response(JSON.stringify(createModelItem(number, `Motor ${number}`)));
    return new Response(JSON.stringify(body), { status });
  });
  return sent;
}

/** The layout's part: the modal shows what it is asked to open next (the table's next model). */
function Host({ model, onClose }: { model: OpenModel; onClose: () => void }) {
  const [shown, setShown] = useState<OpenModel | null>(model);
  return <ModelEditorModal mode="proposal" model={shown} onOpen={setShown} onClose={onClose} />;
}

function renderModal(model: OpenModel, onClose: () => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Host model={model} onClose={onClose} />
    </QueryClientProvider>,
  );
}

const description = () => screen.findByRole('textbox', { name: /^Description/ });
const toasts = () => readToasts().map((t) => t.message);

afterEach(() => {
  cleanup();
  for (const toast of readToasts()) dismissToast(toast.id);
  setFetchSource(() => fetch);
});

describe('ModelEditorModal in proposal mode', () => {
  it('reads the model through the change requests and is editable at once', async () => {
    const sent = serve(201, {});
    renderModal({ catalogNumber: '00012345', created: false });
    expect(await description()).toHaveProperty('disabled', false);
    expect(sent.map((s) => s.url)).toContain('/api/change-requests/model/00012345');
    expect(sent.some((s) => s.url.startsWith('/api/editor/'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Edit All Fields' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy Model' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Request deletion' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit change request' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('submits the changed fields with a comment and toasts the server’s message', async () => {
    const message = 'Change request sent for Model 00012345';
    const sent = serve(201, { Successful: true, Message: message, Data: summary });
    const onClose = vi.fn();
    renderModal({ catalogNumber: '00012345', created: false }, onClose);
    fireEvent.change(await description(), { target: { value: 'Fan motor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit change request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit change request' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: 'Renamed by the maker' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts()).toContain(message));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/change-requests',
      body: {
        PcnCatalogNumber: '00012345',
        Version: '7',
        Values: { Descriptions: 'Fan motor' },
        Comment: 'Renamed by the maker',
      },
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the draft and shows the refusal when nothing is left to propose', async () => {
    const message = 'Nothing to propose: every field is as the model has it.';
    serve(400, { Successful: false, Message: message });
    renderModal({ catalogNumber: '00012345', created: false });
    fireEvent.change(await description(), { target: { value: 'Fan motor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit change request' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts()).toContain(`Error: ${message}`));
    expect(screen.getByText(message)).toBeTruthy();
    expect(await description()).toHaveProperty('value', 'Fan motor');
  });

  it('requests a deletion through the change requests', async () => {
    const message = 'Delete request sent Successful for Model 00012345';
    const sent = serve(201, {
      Successful: true,
      Message: message,
      Data: { ...summary, Kind: 'Delete', Fields: [] },
    });
    renderModal({ catalogNumber: '00012345', created: false });
    await description();
    fireEvent.click(screen.getByRole('button', { name: 'Request deletion' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Request Deletion' }));
    await waitFor(() => expect(toasts()).toContain(message));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/change-requests/model/00012345/delete-request',
      body: {},
    });
  });

  it('revises a request: the proposed values fill the form and go by PUT', async () => {
    const sent = serve(200, {
      ...summary,
      CurrentVersion: '7',
      ModelExists: true,
      Diff: [],
      Actions: [],
    });
    renderModal({
      catalogNumber: '00012345',
      created: false,
      revision: { requestId: 31, catalogNumber: '00012345', values: { Descriptions: 'Fan motor' } },
    });
    expect(await description()).toHaveProperty('value', 'Fan motor');
    expect(screen.queryByRole('button', { name: 'Request deletion' })).toBeNull();
    fireEvent.change(await description(), { target: { value: 'Fan motor, 230 V' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit change request' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'PUT',
        url: '/api/change-requests/31',
        body: { Version: '7', Values: { Descriptions: 'Fan motor, 230 V' } },
      }),
    );
  });

  it('moves through the table’s models, asking before it drops a change', async () => {
    serve(201, {});
    renderModal({
      catalogNumber: 'A1',
      created: false,
      sequence: ['A1', 'B2', 'C3'],
    });
    expect(await description()).toHaveProperty('value', 'Motor A1');
    const nav = screen.getByRole('navigation', { name: 'Models of the table' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(within(nav).getByText('1 of 3')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Details for model: B2' })).toBeTruthy();
    await waitFor(async () => expect(await description()).toHaveProperty('value', 'Motor B2'));
    fireEvent.change(await description(), { target: { value: 'Changed' } });
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'Details for model: B2' })).toBeTruthy();
    expect(await description()).toHaveProperty('value', 'Changed');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Details for model: C3' })).toBeTruthy();
    await waitFor(async () => expect(await description()).toHaveProperty('value', 'Motor C3'));
    expect(within(nav).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
