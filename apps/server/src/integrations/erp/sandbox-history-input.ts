import type { ErpParty } from './erp-sales-order.ts';

/** What the sandbox's order history is made of: its ERP's master data (sandbox-master-data.ts). */

export interface HistoryUser {
  username: string;
  name: string;
  email: string | null;
}

/** A customer as the ERP's master data has it, with the people who order for it. */
export interface HistoryCustomer {
  number: string;
  name: string;
  email: string | null;
  creditBlocked: boolean;
  /** The customer's own address, which bills every order and receives many. */
  soldTo: ErpParty;
  shipTos: ErpParty[];
  salesReps: { number: string; name: string }[];
  /** Users who hold the customer: its own buyers. */
  buyers: HistoryUser[];
  /** Users who hold one of its sales reps. */
  repUsers: HistoryUser[];
}

export interface HistoryModel {
  material: string;
  description: string;
  listPrice: number;
  /** Pounds; null when the catalogue does not say. */
  weight: number | null;
}

export interface HistoryMasterData {
  customers: HistoryCustomer[];
  /** Customer service staff, who enter the orders of customers nobody else orders for. */
  orderDesk: HistoryUser[];
  models: HistoryModel[];
}
