import { describe, expect, it } from 'vitest';
import {
  chosen,
  EMPTY_TOOL,
  exportLevelOf,
  offersTableExport,
  readToolState,
  typed,
  type ToolSelection,
} from './tool-selection.ts';

const product: ToolSelection = { level: 'product', value: '12', label: 'Coils', from: 'browse' };
const model: ToolSelection = {
  level: 'model',
  value: '00012345',
  label: '00012345',
  from: 'catalogNumber',
};

describe('choosing on a tab', () => {
  it('keeps only the chosen tab input and empties the others', () => {
    let state = typed(EMPTY_TOOL, 'series', 'ABC');
    state = typed(state, 'catalogNumber', '0001');
    state = chosen(product, 'Product-12');
    expect(state).toEqual({
      selection: product,
      inputs: { browse: 'Product-12', series: '', catalogNumber: '', materialGroup: '' },
    });
  });

  it('replaces a selection made on another tab', () => {
    const state = chosen(model, '0001');
    expect(chosen(product, 'Product-12').selection).toBe(product);
    expect(state.inputs.catalogNumber).toBe('0001');
  });
});

describe('typing into a tab', () => {
  it('changes that box and keeps the selection', () => {
    const state = typed(chosen(product, 'Product-12'), 'catalogNumber', '12');
    expect(state.selection).toBe(product);
    expect(state.inputs).toMatchObject({ browse: 'Product-12', catalogNumber: '12' });
  });

  it('clears every selection when the box is emptied', () => {
    const state = typed(chosen(product, 'Product-12'), 'catalogNumber', '  ');
    expect(state.selection).toBeNull();
    expect(state.inputs).toEqual({
      browse: '',
      series: '',
      catalogNumber: '  ',
      materialGroup: '',
    });
  });
});

describe('table export buttons', () => {
  it('show for browsed, series and material group levels', () => {
    expect(offersTableExport(product)).toBe(true);
    expect(offersTableExport({ ...product, level: 'series', from: 'series' })).toBe(true);
  });

  it('hide while a catalogue number is searched, and with nothing chosen', () => {
    expect(offersTableExport(model)).toBe(false);
    expect(offersTableExport(null)).toBe(false);
  });
});

describe('levels', () => {
  it('names viewer levels as the export API does', () => {
    expect(exportLevelOf('manufacturingSeries')).toBe('manufacturingseries');
    expect(exportLevelOf('productClass')).toBe('productclass');
    expect(exportLevelOf('sectionTable')).toBe('sectiontable');
    expect(exportLevelOf('materialGroup')).toBe('materialgroup');
    expect(exportLevelOf('model')).toBe('model');
  });
});

describe('the state kept for a reload', () => {
  it('reads back what was kept', () => {
    const state = chosen(product, 'Product-12');
    expect(readToolState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('starts afresh from anything else', () => {
    expect(readToolState(null)).toEqual(EMPTY_TOOL);
    expect(readToolState('x')).toEqual(EMPTY_TOOL);
    expect(readToolState({ selection: { level: 'product' }, inputs: { series: 7 } })).toEqual(
      EMPTY_TOOL,
    );
  });
});
