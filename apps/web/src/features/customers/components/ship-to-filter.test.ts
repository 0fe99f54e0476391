import { describe, expect, it } from 'vitest';
import { filterShipTos, shipToMatches } from './ship-to-filter.ts';

const warehouse = { PartnerNumber: '0000200101', Name: 'Acme Warehouse' };
const service = { PartnerNumber: '0000200102', Name: 'Acme Service Center' };
const own = { PartnerNumber: '0000100100', Name: 'Acme Heating & Air' };
const all = [own, warehouse, service];
const names = (typed: string) => filterShipTos(all, typed).map((p) => p.Name);

describe('ship-to search', () => {
  it('finds a name in any case', () => {
    expect(names('WAREHOUSE')).toEqual(['Acme Warehouse']);
    expect(names('service c')).toEqual(['Acme Service Center']);
    expect(names('acme')).toHaveLength(3);
  });

  it('finds a number typed with, without or with extra leading zeros', () => {
    for (const typed of ['200101', '0000200101', '000000200101', ' 200101 '])
      expect(names(typed)).toEqual(['Acme Warehouse']);
    expect(names('20010')).toEqual(['Acme Warehouse', 'Acme Service Center']);
  });

  it('keeps trailing zeros significant', () => {
    expect(shipToMatches(warehouse, '2001010')).toBe(false);
  });

  it('shows every ship-to for an empty search and none for a miss', () => {
    expect(names('')).toHaveLength(3);
    expect(names('   ')).toHaveLength(3);
    expect(names('Peoria')).toEqual([]);
    expect(names('000')).toHaveLength(3);
  });
});
