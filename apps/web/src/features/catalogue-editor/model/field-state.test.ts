import { describe, expect, it } from 'vitest';
import { createField } from './editor-factories.ts';
import { changedValues, defaultValueOf, fieldState, hasChanges, sameValue } from './field-state.ts';

const displayName = createField({
  EntityPropertyName: 'DisplayName',
  DisplayName: 'Display Name',
  IsRequired: true,
  Validations: [
    {
      ValidationType: 'required',
      ValidationValue: null,
      ValidationMessage: 'Display Name is required',
    },
  ],
});
const name = createField({
  IsRequired: true,
  Validations: [
    {
      ValidationType: 'pattern',
      ValidationValue: '^[a-z0-9-]+$',
      ValidationMessage: 'Use lower-case letters, digits and dashes',
    },
  ],
});

describe('fieldState', () => {
  const saved = { Name: 'heaters', DisplayName: 'Heaters' };

  it('is unchanged until the value differs from the saved one', () => {
    expect(fieldState(name, saved, {}).changed).toBe(false);
    expect(fieldState(name, saved, { Name: 'heaters' }).changed).toBe(false);
    expect(fieldState(name, saved, { Name: 'coolers' })).toEqual({
      value: 'coolers',
      changed: true,
      errors: [],
    });
  });

  it('shows the shared rule messages under an invalid field', () => {
    expect(fieldState(name, saved, { Name: 'Big Heaters' }).errors).toEqual([
      'Use lower-case letters, digits and dashes',
    ]);
    expect(fieldState(name, saved, { Name: '' }).errors).toEqual(['Name is required']);
  });

  it('reverts a blank display name to the saved one instead of refusing it', () => {
    const state = fieldState(displayName, saved, { DisplayName: '  ' });
    expect(state).toEqual({ value: '  ', changed: false, errors: [] });
  });

  it('keeps the server refusal of the last save under the field', () => {
    const state = fieldState(
      name,
      saved,
      { Name: 'taken' },
      { Name: ['That name is already used'] },
    );
    expect(state.errors).toEqual(['That name is already used']);
  });

  it('checks nothing on a field the user may not change', () => {
    const readOnly = createField({ ...name, CanUpdate: false });
    expect(fieldState(readOnly, { Name: 'Not Valid' }, {}).errors).toEqual([]);
  });
});

describe('changedValues', () => {
  const saved = { Name: 'heaters', DisplayName: 'Heaters', Catalogs: [1, 2], Visible: true };

  it('sends only the changed fields', () => {
    expect(
      changedValues(saved, { Name: 'heaters', DisplayName: 'Room Heaters', Visible: false }),
    ).toEqual({ DisplayName: 'Room Heaters', Visible: false });
  });

  it('sends no display name when it is blank or the same as saved', () => {
    expect(changedValues(saved, { DisplayName: '' })).toEqual({});
    expect(changedValues(saved, { DisplayName: 'Heaters' })).toEqual({});
    expect(hasChanges(saved, { DisplayName: ' ' })).toBe(false);
  });

  it('compares lists as sets and blanks alike', () => {
    expect(changedValues(saved, { Catalogs: [2, 1] })).toEqual({});
    expect(changedValues({ Notes: null }, { Notes: '' })).toEqual({});
    expect(changedValues(saved, { Catalogs: [1] })).toEqual({ Catalogs: [1] });
  });
});

describe('defaultValueOf', () => {
  it('turns the definition default into the value the control holds', () => {
    expect(defaultValueOf({ EditorType: 'checkbox', DefaultValue: true })).toBe(true);
    expect(defaultValueOf({ EditorType: 'checkbox', DefaultValue: 'True' })).toBe(false);
    expect(defaultValueOf({ EditorType: 'order', DefaultValue: '0' })).toBe(0);
    expect(defaultValueOf({ EditorType: 'number', DefaultValue: 'x' })).toBeNull();
    expect(defaultValueOf({ EditorType: 'text', DefaultValue: 'none' })).toBe('none');
    expect(defaultValueOf({ EditorType: 'divisions', DefaultValue: null })).toEqual([]);
  });
});

describe('sameValue', () => {
  it('treats null, missing and empty text as the same blank', () => {
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue('', null)).toBe(true);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue(false, null)).toBe(false);
  });
});
