// @vitest-environment jsdom
import { ModelEditorMessage } from '@portal/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountCallError } from '../../../api/accounts/account-http.ts';
import { CatalogNumberDialog } from './catalog-number-dialog.tsx';

afterEach(cleanup);

function renderDialog(submit: (catalogNumber: string) => Promise<never>) {
  const onDone = vi.fn();
  render(
    <CatalogNumberDialog
      title="Add model"
      confirmLabel="Add"
      submit={submit}
      onDone={onDone}
      onCancel={() => undefined}
    />,
  );
  return onDone;
}

const number = () => screen.getByRole('textbox', { name: 'Catalog Number' });
const add = () => screen.getByRole('button', { name: 'Add' });

describe('CatalogNumberDialog', () => {
  it('waits while the number is empty or only spaces', () => {
    renderDialog(() => Promise.reject(new Error('not sent')));
    expect(add()).toHaveProperty('disabled', true);
    fireEvent.change(number(), { target: { value: '   ' } });
    expect(add()).toHaveProperty('disabled', true);
    expect(screen.getByText(ModelEditorMessage.catalogNumberLength)).toBeTruthy();
  });

  it('sends the trimmed number and shows that a model already has it', async () => {
    const submit = vi.fn((_number: string) =>
      Promise.reject(
        new AccountCallError(409, ModelEditorMessage.addExists, {
          Successful: false,
          Message: ModelEditorMessage.addExists,
        }),
      ),
    );
    const onDone = renderDialog(submit);
    fireEvent.change(number(), { target: { value: ' 123 ' } });
    fireEvent.click(add());
    expect(await screen.findByText(ModelEditorMessage.addExists)).toBeTruthy();
    expect(submit).toHaveBeenCalledWith('123');
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(add()).toHaveProperty('disabled', false));
  });
});
