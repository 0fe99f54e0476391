import type { Section, SectionTab } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createModel } from '../../../../ui/model-table/test-factories.ts';
import { findQueriedModel, partsTab } from './queried-model.ts';

const tab = (name: string, orderBy: number, tables: [string | null, string[]][] = []) =>
  ({
    SectionTabId: orderBy,
    Name: name,
    DisplayName: name,
    MobileDisplayName: null,
    OrderBy: orderBy,
    active: true,
    Items: tables.map(([displayName, pcns], i) => ({
      SectionItemId: i,
      SectionItemType: 'ModelTable',
      Table: {
        SectionTableId: i,
        DisplayName: displayName,
        Models: pcns.map((pcn) => createModel({ PcnCatalogNumber: pcn })),
      },
    })),
  }) as unknown as SectionTab;

const section = (name: string, tabs: SectionTab[]) =>
  ({
    SectionId: 1,
    Name: name,
    DisplayName: name,
    MobileDisplayName: null,
    active: true,
    Tabs: tabs,
  }) as Section;

const sections = [
  section('overview', [tab('documents', 1), tab('wiring', 2)]),
  section('service', [
    tab('accessories', 2, [['Accessories', ['300-0001']]]),
    tab('replacement-parts', 1, [
      ['Motors', ['120-4471', '120-4472']],
      [null, ['120-9000']],
    ]),
  ]),
];

describe('findQueriedModel', () => {
  it('finds the model in the table the query names', () => {
    expect(findQueriedModel(sections, 'Motors', '120-4472')?.PcnCatalogNumber).toBe('120-4472');
    expect(findQueriedModel(sections, 'Default Section Table', '120-9000')).not.toBeNull();
  });

  it('finds nothing in another table, or without a catalogue number', () => {
    expect(findQueriedModel(sections, 'Accessories', '120-4471')).toBeNull();
    expect(findQueriedModel(sections, 'Motors', null)).toBeNull();
  });

  it('looks through every table when no table is named', () => {
    expect(findQueriedModel(sections, null, '300-0001')?.PcnCatalogNumber).toBe('300-0001');
  });
});

describe('partsTab', () => {
  it('is the first tab in page order whose name mentions parts', () => {
    expect(partsTab(sections)?.tab.Name).toBe('replacement-parts');
  });

  it('is none when no tab mentions parts', () => {
    expect(partsTab([section('overview', [tab('documents', 1)])])).toBeNull();
  });
});
