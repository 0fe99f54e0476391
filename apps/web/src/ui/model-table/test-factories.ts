import type { LayoutColumn, TableModel } from '@portal/domain';
import { layoutColumn } from '@portal/domain/testing';

let nextId = 1;

export const createLayoutColumn = (overrides: Partial<LayoutColumn> = {}): LayoutColumn =>
  layoutColumn(nextId++, 'Descriptions', {
    Name: 'description',
    DisplayName: 'Description',
    OrderBy: 0,
    ...overrides,
  });

export const createModel = (overrides: Partial<TableModel> = {}): TableModel => ({
  PcnCatalogNumber: '12345',
  FingoodTpiMfgMod: 'MTR-1',
  SapModelDescription: null,
  Descriptions: 'Motor',
  TotalList: 1234.5,
  Ecommerce: true,
  International: false,
  ModelDimensions: { Height: 10 },
  Notes: null,
  Series: null,
  ProductHierarchy: null,
  Details: null,
  CustomBuild: false,
  ReplacementPart: true,
  Accessory: false,
  FactoryInstalled: false,
  FieldInstalled: false,
  Quantity: 2,
  MaterialGroupNumber: null,
  DivisionModelNumbers: 'A|B',
  ShippingStrategyId: null,
  IsPreview: false,
  Image: null,
  Available: 7,
  ...overrides,
});
