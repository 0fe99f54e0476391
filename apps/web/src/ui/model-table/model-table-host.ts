import type { SectionTable, TableModel } from '@portal/domain';
import { createContext, useContext } from 'react';

/** What adding a part to an order needs of a row (a table's or the finder's results). */
export type OrderablePart = Pick<TableModel, 'PcnCatalogNumber'>;

/** The Model Details panel's state when a dialog keeps it instead of the page's query. */
export interface HostedDetails {
  sectionTable: string | null;
  catalogNumber: string | null;
  select: (sectionTable: string, catalogNumber: string | null) => void;
}

/** A table's 'Download Excel' done by the host (the export tool's file, its switches). */
export interface HostedTableExport {
  start: (table: SectionTable) => void;
  /** The table's file is being made: its button waits. */
  isBusy: (table: SectionTable) => boolean;
}

/**
 * What a screen hosting section tables outside the product page decides for them (the Find
 * Models dialog of an order, the export tool): whose prices and part numbers show, what a
 * row's action does, where the details panel's state lives, and what Download Excel does.
 * The product page provides none.
 */
export interface ModelTableHost {
  /** The customer the order is for: their prices and material numbers, over the viewer's. */
  pricingCustomer: string | null;
  /** A row's action adds its model to the order being placed; none where nothing is sold. */
  addToOrder?: (model: OrderablePart) => void;
  /** Where the details panel's state lives; none leaves it to the page (the query). */
  details?: HostedDetails;
  /** Tables whose models carry list prices offer the Multiplier box (decision 161). */
  multiplierBox: boolean;
  /** The tables sit in a dialog: the details panel opens over it and keeps the user there. */
  inDialog?: boolean;
  /** Each table offers Download Excel through the host; none leaves the site's own link. */
  tableExport?: HostedTableExport | null;
}

export const ModelTableHostContext = createContext<ModelTableHost | null>(null);

export const useModelTableHost = (): ModelTableHost | null => useContext(ModelTableHostContext);
