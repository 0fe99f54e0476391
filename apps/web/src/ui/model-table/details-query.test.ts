import { describe, expect, it } from 'vitest';
import { selectedInTable, tableName } from './details-query.ts';

const numbers = () => ['100', '200'];

describe('selectedInTable', () => {
  it('opens the panel in the table the query names', () => {
    const query = { sectionTable: 'Parts', catalogNumber: '100' };
    expect(selectedInTable(query, 'Parts', numbers)).toBe('100');
    expect(selectedInTable(query, 'Motors', numbers)).toBeNull();
  });
  it('opens it in the table holding the model when the query names no table', () => {
    expect(selectedInTable({ sectionTable: null, catalogNumber: '200' }, 'Parts', numbers)).toBe(
      '200',
    );
    expect(
      selectedInTable({ sectionTable: null, catalogNumber: '999' }, 'Parts', numbers),
    ).toBeNull();
  });
  it('names an unnamed table Default Section Table', () => {
    expect(tableName({ DisplayName: null })).toBe('Default Section Table');
  });
});
