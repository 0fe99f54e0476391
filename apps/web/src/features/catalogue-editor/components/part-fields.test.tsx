// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerPartReads, input, part, renderField, restoreFetch } from './part-field-harness.tsx';

beforeEach(answerPartReads);
afterEach(restoreFetch);

describe('division models', () => {
  const field = part('DivisionModels', 'divisions');
  const saved = [
    {
      DivisionModelId: 3,
      Division: 1,
      ModelNumber: 'N-1',
      Pcn: null,
      Barcode: null,
      Series: null,
      OEM: null,
    },
  ];

  it('shows each row and edits one keeping its id', async () => {
    const changes = renderField(field, saved);
    expect(await screen.findByRole('option', { name: 'North' })).toBeTruthy();
    expect(input('Model Number, row 1').value).toBe('N-1');
    fireEvent.change(input('OEM, row 1'), { target: { value: 'Acme' } });
    expect(changes.at(-1)).toEqual([{ ...saved[0], OEM: 'Acme' }]);
    expect(screen.getByText('Changed')).toBeTruthy();
  });

  it('adds a row with a null id, says its model number is required, and removes it', async () => {
    const changes = renderField(field, saved);
    await screen.findByRole('option', { name: 'North' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Division Model' }));
    expect(changes.at(-1)).toEqual([
      ...saved,
      { DivisionModelId: null, Division: null, ModelNumber: '' },
    ]);
    expect(screen.getByText('Division model 2: choose a division')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Division, row 2' }), {
      target: { value: '2' },
    });
    expect(
      await screen.findByText('Division model 2: Division Model Number is required'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Division Model 2' }));
    expect(changes.at(-1)).toEqual(saved);
  });

  it('keeps the divisions checkboxes for a list of division ids', () => {
    renderField(part('Divisions', 'divisions'), []);
    expect(screen.queryByRole('button', { name: 'Add Division Model' })).toBeNull();
  });
});

describe('customer materials', () => {
  const field = part('CustomerMaterials', 'customer-materials');
  const saved = [{ CustomerNumber: 'C000001', MaterialNumber: 'MAT-1' }];

  it('adds a row of customer and material number', () => {
    const changes = renderField(field, saved);
    expect(input('Customer Number, row 1').value).toBe('C000001');
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer Material' }));
    fireEvent.change(input('Customer Number, row 2'), { target: { value: 'C000002' } });
    fireEvent.change(input('Material Number, row 2'), { target: { value: 'MAT-2' } });
    expect(changes.at(-1)).toEqual([
      ...saved,
      { CustomerNumber: 'C000002', MaterialNumber: 'MAT-2' },
    ]);
  });

  it('says so under the field when a customer is listed twice', () => {
    renderField(field, saved);
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer Material' }));
    expect(screen.getByText('Customer material 2: Customer Number is required')).toBeTruthy();
    fireEvent.change(input('Customer Number, row 2'), { target: { value: 'C000001' } });
    fireEvent.change(input('Material Number, row 2'), { target: { value: 'MAT-9' } });
    expect(
      screen.getByText(
        'Customer C000001 is listed more than once: one material number per customer.',
      ),
    ).toBeTruthy();
  });

  it('reads Changed in the options menu and resets to no rows', async () => {
    renderField(field, saved);
    fireEvent.change(input('Material Number, row 1'), { target: { value: 'MAT-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Options for CustomerMaterials' }));
    expect(await screen.findByText('Changed', { selector: '.dropdown-item-text' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Default Value' }));
    expect(await screen.findByText('No customer material yet.')).toBeTruthy();
  });

  it('is read-only without the right to change it', () => {
    renderField(field, saved, false);
    expect(input('Customer Number, row 1').disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Add Customer Material' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Remove Customer Material 1' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});

describe('model dimensions', () => {
  const field = part('ModelDimensions', 'modeldimensions');
  const number = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

  it('shows the numbers with their units and sends an object of numbers', () => {
    const changes = renderField(field, { Height: 10, Width: 4 });
    expect(number('Height').value).toBe('10');
    expect(number('Depth').value).toBe('');
    expect(screen.getByText('lb')).toBeTruthy();
    fireEvent.change(number('Weight'), { target: { value: '2.5' } });
    expect(changes.at(-1)).toEqual({ Height: 10, Width: 4, Weight: 2.5 });
  });

  it('refuses a negative number and sends nothing for all blank', () => {
    const changes = renderField(field, { Height: 10 });
    fireEvent.change(number('Depth'), { target: { value: '-1' } });
    expect(screen.getByText('Depth must be a number from 0 to 100,000.')).toBeTruthy();
    fireEvent.change(number('Depth'), { target: { value: '' } });
    fireEvent.change(number('Height'), { target: { value: '' } });
    expect(changes.at(-1)).toBeNull();
  });

  it('is read-only without the right to change it', () => {
    renderField(field, { Height: 10 }, false);
    expect(number('Height').disabled).toBe(true);
  });
});

describe('model associations', () => {
  const field = part('ModelAssociations', 'modelassociations');
  const saved = [{ PcnCatalogNumber: '00012345', AssociationType: 'ReplacementPart' }];

  it('adds a catalogue number as a replacement part and flags one listed twice', () => {
    const changes = renderField(field, saved);
    expect(input('Catalog Number, row 1').value).toBe('00012345');
    fireEvent.click(screen.getByRole('button', { name: 'Add Associated Model' }));
    fireEvent.change(input('Catalog Number, row 2'), { target: { value: '00012345' } });
    expect(screen.getByText('Model 00012345 is listed more than once.')).toBeTruthy();
    fireEvent.change(input('Catalog Number, row 2'), { target: { value: '00099999' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Association Type, row 2' }), {
      target: { value: 'Accessory' },
    });
    expect(changes.at(-1)).toEqual([
      ...saved,
      { PcnCatalogNumber: '00099999', AssociationType: 'Accessory' },
    ]);
  });

  it('names a typed number that is no model once the typing stops', async () => {
    renderField(field, saved);
    fireEvent.click(screen.getByRole('button', { name: 'Add Associated Model' }));
    fireEvent.change(input('Catalog Number, row 2'), { target: { value: '12345' } });
    expect(await screen.findByText('No model 12345.', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.change(input('Catalog Number, row 2'), { target: { value: '00099999' } });
    await waitFor(() => expect(screen.queryByText(/No model/)).toBeNull());
  });

  it('is read-only without the right to change it', () => {
    renderField(field, saved, false);
    expect(input('Catalog Number, row 1').disabled).toBe(true);
  });
});
