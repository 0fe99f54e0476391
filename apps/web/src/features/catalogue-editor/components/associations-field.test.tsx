// @vitest-environment jsdom
import { ModelEditorMessage } from '@portal/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerPartReads, part, renderField, restoreFetch } from './part-field-harness.tsx';

beforeEach(answerPartReads);
afterEach(restoreFetch);

describe('associations', () => {
  const field = part('ProductModels', 'associations');
  const saved = [{ ProductModelId: 5, ProductId: 7, SectionTableIds: [70] }];

  it('shows the product by name with its section tables ticked, and moves to another table', async () => {
    const changes = renderField(field, saved);
    expect(await screen.findByText('Blower Kit')).toBeTruthy();
    const motors = (await screen.findByRole('checkbox', { name: 'Motors' })) as HTMLInputElement;
    expect(motors.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Default Section Table' }));
    fireEvent.click(motors);
    expect(changes.at(-1)).toEqual([{ ProductModelId: 5, ProductId: 7, SectionTableIds: [71] }]);
  });

  it('adds a product chosen from the tree', async () => {
    const changes = renderField(field, saved);
    fireEvent.click(screen.getByRole('button', { name: 'Add Association' }));
    const tree = await screen.findByRole('tree', { name: 'Products' });
    fireEvent.click(within(tree).getByText('Heating'));
    fireEvent.click(await within(tree).findByText('Coil Kit'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(changes.at(-1)).toEqual([
      ...saved,
      { ProductModelId: null, ProductId: 8, SectionTableIds: [] },
    ]);
    expect(await screen.findByText('Coil Kit')).toBeTruthy();
  });

  it('says an association is broken when a product is listed twice', () => {
    renderField(field, [...saved, { ProductModelId: null, ProductId: 7, SectionTableIds: [] }]);
    expect(screen.getByText(ModelEditorMessage.invalidAssociations)).toBeTruthy();
  });

  it('is read-only without the right to change it', async () => {
    renderField(field, saved, false);
    expect(
      ((await screen.findByRole('checkbox', { name: 'Motors' })) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Add Association' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
