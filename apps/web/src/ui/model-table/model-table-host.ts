import type { TableModel } from '@portal/domain';
import { createContext, useContext } from 'react';

/** What adding a part to an order needs of a row (a table's or the finder's results). */
export type OrderablePart = Pick<TableModel, 'PcnCatalogNumber'>;

/** The Model Details panel's state when a dialog keeps it instead of the page's query. */
export interface HostedDetails {
  sectionTable: string | null;
  catalogNumber: string | null;
  select: (sectionTable: string, catalogNumber: string | null) => void;
}

/**
 * What a screen hosting section tables outside the product page decides for them (the Find
 * Models dialog of an order): whose prices and part numbers show, what a row's action does,
 * and where the details panel's state lives. The product page provides none.
 */
export interface ModelTableHost {
  /** The customer the order is for: their prices and material numbers, over the viewer's. */
  pricingCustomer: string | null;
  /** A row's action adds its model to the order being placed, instead of to the cart. */
  addToOrder: (model: OrderablePart) => void;
  details: HostedDetails;
  /** Tables whose models carry list prices offer the Multiplier box (decision 161). */
  multiplierBox: boolean;
}

export const ModelTableHostContext = createContext<ModelTableHost | null>(null);

export const useModelTableHost = (): ModelTableHost | null => useContext(ModelTableHostContext);
