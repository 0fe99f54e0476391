import { FINDER_MAX_FILTERS, type FinderField } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  canAddRow,
  chooseField,
  countLine,
  editRow,
  fieldGroups,
  initialRows,
  prepareSearch,
  removeRow,
  resultColumns,
  serverErrors,
  shownValue,
  valueInputOf,
  type FilterRow,
} from './filter-rows.ts';

const field = (over: Partial<FinderField>): FinderField => ({
  EntityName: 'Model',
  EntityPropertyName: 'SapModelDescription',
  DisplayName: 'Description',
  EditorSectionName: 'Descriptions',
  EditorType: 'TextBox',
  ValueType: 'Text',
  Values: [],
  ...over,
});

const description = field({});
const price = field({
  EntityPropertyName: 'ListPrice',
  DisplayName: 'List Price',
  EditorSectionName: 'Pricing',
  ValueType: 'Number',
});
const obsolete = field({
  EntityPropertyName: 'IsObsolete',
  DisplayName: 'Obsolete',
  EditorSectionName: 'Classification',
  EditorType: 'CheckBox',
  ValueType: 'Boolean',
});
const voltage = field({
  EntityPropertyName: 'Voltage',
  DisplayName: 'Voltage',
  EditorSectionName: 'Classification',
  EditorType: 'Select',
  Values: [
    { Value: '115', DisplayName: '115 V' },
    { Value: '230', DisplayName: null },
  ],
});
const productName = field({
  EntityName: 'Product',
  EntityPropertyName: 'DisplayName',
  DisplayName: 'Description',
  EditorSectionName: 'Descriptions',
});
const fields = [description, price, obsolete, voltage, productName];

const row = (over: Partial<FilterRow>): FilterRow => ({
  id: 1,
  field: '',
  value: '',
  negate: false,
  blank: false,
  ...over,
});

describe('the filter rows', () => {
  it('start with one empty row', () => {
    expect(initialRows()).toEqual([row({})]);
  });

  it('add rows with new ids up to the most filters the server takes', () => {
    let rows = initialRows();
    for (let i = 1; i < FINDER_MAX_FILTERS; i++) rows = addRow(rows);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(canAddRow(rows)).toBe(false);
    expect(addRow(rows)).toHaveLength(FINDER_MAX_FILTERS);
  });

  it('remove a row, and empty the last one instead of removing it', () => {
    const rows = addRow(chooseField(initialRows(), 1, 'Model.ListPrice'));
    expect(removeRow(rows, 1)).toEqual([row({ id: 2 })]);
    expect(removeRow([row({ field: 'Model.ListPrice', value: '9' })], 1)).toEqual([row({})]);
  });

  it('clear the value when another field is chosen, and keep it for the same one', () => {
    const rows = editRow(chooseField(initialRows(), 1, 'Model.ListPrice'), 1, { value: '9' });
    expect(chooseField(rows, 1, 'Model.ListPrice')[0]?.value).toBe('9');
    expect(chooseField(rows, 1, 'Model.IsObsolete')[0]).toEqual(row({ field: 'Model.IsObsolete' }));
  });

  it('edit only the row named', () => {
    const rows = editRow(addRow(initialRows()), 2, { negate: true, blank: true });
    expect(rows.map((r) => [r.negate, r.blank])).toEqual([
      [false, false],
      [true, true],
    ]);
  });
});

describe('the field select', () => {
  it('groups fields by section in the order listed, naming the entity of a shared section', () => {
    expect(fieldGroups(fields).map((g) => [g.label, g.fields.map((f) => f.DisplayName)])).toEqual([
      ['Descriptions (Model)', ['Description']],
      ['Pricing', ['List Price']],
      ['Classification', ['Obsolete', 'Voltage']],
      ['Descriptions (Product)', ['Description']],
    ]);
  });

  it('offers Yes/No for a yes/no field, the choices of a field that has them, else a text box', () => {
    expect(valueInputOf(obsolete)).toEqual({
      kind: 'select',
      options: [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ],
    });
    expect(valueInputOf(voltage)).toEqual({
      kind: 'select',
      options: [
        { value: '115', label: '115 V' },
        { value: '230', label: '230' },
      ],
    });
    expect(valueInputOf(price)).toEqual({ kind: 'text', numeric: true });
    expect(valueInputOf(undefined)).toEqual({ kind: 'text', numeric: false });
  });
});

describe('the request body', () => {
  it('holds the rows with a field, trimmed, and skips the others', () => {
    const rows = [
      row({ id: 1, field: 'Model.SapModelDescription', value: '  pump ', negate: true }),
      row({ id: 2 }),
      row({ id: 3, field: 'Model.ListPrice', value: 'ignored', blank: true }),
    ];
    expect(prepareSearch(rows, fields)).toEqual({
      ok: true,
      rowIds: [1, 3],
      filters: [
        {
          EntityName: 'Model',
          EntityPropertyName: 'SapModelDescription',
          Value: 'pump',
          Blank: false,
          Negate: true,
        },
        {
          EntityName: 'Model',
          EntityPropertyName: 'ListPrice',
          Value: '',
          Blank: true,
          Negate: false,
        },
      ],
    });
  });

  it('asks for a filter when no row has a field', () => {
    expect(prepareSearch([row({ value: 'x' })], fields)).toEqual({
      ok: false,
      rowErrors: {},
      formError: 'Add at least one filter',
    });
  });

  it("refuses rows with the server's words", () => {
    const rows = [
      row({ id: 1, field: 'Model.SapModelDescription', value: '   ' }),
      row({ id: 2, field: 'Model.IsObsolete', value: 'maybe' }),
      row({ id: 3, field: 'Model.ListPrice', value: '9'.repeat(101) }),
      row({ id: 4, field: 'Model.Voltage', value: '115' }),
    ];
    expect(prepareSearch(rows, fields)).toEqual({
      ok: false,
      formError: null,
      rowErrors: {
        1: {
          message: 'Enter a value for Description, or choose Blank only.',
          control: 'value',
        },
        2: { message: 'Obsolete must be true or false.', control: 'value' },
        3: { message: 'Value must be at most 100 characters', control: 'value' },
      },
    });
  });
});

describe("the server's refusals", () => {
  it('go under the row of the filter sent at that index, the rest to the form', () => {
    const errors = {
      '0.EntityPropertyName': ['Model has no field Gone.'],
      '1.Value': ['Obsolete must be true or false.'],
      request: ['At most 10 filters are allowed'],
      '7.Value': ['No such filter'],
    };
    expect(serverErrors(errors, [3, 5])).toEqual({
      rowErrors: {
        3: { message: 'Model has no field Gone.', control: 'field' },
        5: { message: 'Obsolete must be true or false.', control: 'value' },
      },
      other: ['At most 10 filters are allowed', 'No such filter'],
    });
    expect(serverErrors(undefined, [1])).toEqual({ rowErrors: {}, other: [] });
  });
});

describe('the results', () => {
  it('have one column per field searched, each once, shared names told apart', () => {
    const filter = (f: FinderField) => ({ ...f, Value: 'x', Blank: false, Negate: false });
    const columns = resultColumns(
      [filter(description), filter(obsolete), filter(description), filter(productName)],
      fields,
    );
    expect(columns.map((c) => [c.key, c.label])).toEqual([
      ['Model.SapModelDescription', 'Description (Model)'],
      ['Model.IsObsolete', 'Obsolete'],
      ['Product.DisplayName', 'Description (Product)'],
    ]);
  });

  it('show yes/no and choices by name', () => {
    expect(shownValue(obsolete, 'true')).toBe('Yes');
    expect(shownValue(obsolete, 'false')).toBe('No');
    expect(shownValue(voltage, '115')).toBe('115 V');
    expect(shownValue(voltage, '400')).toBe('400');
    expect(shownValue(price, '19.95')).toBe('19.95');
    expect(shownValue(price, null)).toBe('');
  });

  it('count with thousands separators, and 1,000+ past the cap', () => {
    expect(countLine(50, 1234, true)).toBe('50 of 1,234 results');
    expect(countLine(1050, 1000, false)).toBe('1,050 of 1,000+ results');
    expect(countLine(0, 0, true)).toBe('0 of 0 results');
  });
});
