import { z } from 'zod';
import { booleanFlag } from '../query.ts';
import { customer, customerListRow } from './customer.ts';

/** Most customers one search answers: a picker shows a short list, the user types more. */
export const CUSTOMER_SEARCH_LIMIT = 20;
/** Most customers GET /customer/all answers, as many as the sales-rep picker fetches (§9). */
export const CUSTOMER_ALL_LIMIT = 10_000;
/** Most customers GET /customer/customersWithPendingRequests lists, a dashboard card's page. */
export const CUSTOMERS_WITH_REQUESTS_LIMIT = 100;

const oneText = (name: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${name} is required` : `${name} must be one text`,
    })
    .trim();

/** GET /Customer/search query (keys match case-insensitively). */
export const customerSearchQuery = z.object({
  /** A customer number (zeros at either end optional) or part of a number or name. */
  keyword: oneText('keyword').max(100, 'keyword is at most 100 characters').default(''),
  /** Only customers of this sales rep; empty means any the caller may see. */
  salesRep: oneText('salesRep')
    .max(20, 'salesRep is at most 20 characters')
    .optional()
    .transform((v) => v || undefined),
  includeCustomerMaterialInfo: booleanFlag('includeCustomerMaterialInfo'),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuery>;

/** A customer as the order and inquiry forms pick it. */
export const customerSearchResult = customer
  .pick({
    CustomerNumber: true,
    CustomerName: true,
    CustomerAddress: true,
    IsCreditBlocked: true,
    PaymentTerm: true,
    CustomerShippingText: true,
    SalesReps: true,
  })
  .extend({
    /** Only with includeCustomerMaterialInfo: whether the customer has own material numbers. */
    HasCustomerMaterials: z.boolean().optional(),
  });
export type CustomerSearchResult = z.infer<typeof customerSearchResult>;
export const customerSearchResults = z.array(customerSearchResult);

/** GET /Customer/shipTos query. */
export const customerShipTosQuery = z.object({
  customerNumber: oneText('customerNumber')
    .min(1, 'customerNumber is required')
    .max(20, 'customerNumber is at most 20 characters'),
});

/** A ship-to partner, in the fields an order's ShipToParty carries. */
export const shipToParty = z.object({
  PartnerNumber: z.string(),
  Name: z.string(),
  Name2: z.string(),
  Street: z.string(),
  City: z.string(),
  Region: z.string(),
  PostalCode: z.string(),
  Country: z.string(),
  Phone: z.string(),
});
export type ShipToParty = z.infer<typeof shipToParty>;
/** The customer's own address first (its partner number is the customer's), then the others. */
export const shipToParties = z.array(shipToParty);

/** One customer of GET /customer/all: enough to pick it and tell it from its namesakes. */
export const customerAllEntry = z.object({
  CustomerNumber: z.string(),
  CustomerName: z.string(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string(),
});
export type CustomerAllEntry = z.infer<typeof customerAllEntry>;
export const customerAllList = z.array(customerAllEntry);

/** GET /customer/customersWithPendingRequests: rows as the customer list's, newest request first. */
export const customersWithPendingRequests = z.array(customerListRow);
