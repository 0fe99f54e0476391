import {
  addressValidationResponse,
  cacheCleared,
  cacheEntry,
  documentDeleted,
  orderDocument,
  orderSummary,
  apiError,
  cart,
  cartPricesResponse,
  catalog,
  countryOrState,
  customerMaterialsResponse,
  customerMultipliersResponse,
  envelope,
  inventoryAvailability,
  menu,
  modelSearchResults,
  modelViewerData,
  paymentDecodeResponse,
  paymentTokenResponse,
  product,
  productSections,
  searchResults,
  shippingStrategy,
  site,
} from '@portal/domain';
import { z } from 'zod';

/**
 * The shared Zod schemas the client checks answers with. They load as their own chunk, in
 * parallel with the first API call, so Zod stays out of the initial script (decision 013).
 */
export const schemas = {
  orderSummary,
  orderDocument,
  orderDocuments: z.array(orderDocument),
  documentDeleted,
  cacheEntries: z.array(cacheEntry),
  cacheCleared,
  apiError,
  envelope,
  site,
  catalogs: z.array(catalog),
  menu,
  product,
  productSections,
  inventoryAvailability,
  searchResults,
  modelViewerData,
  cart,
  cartPrices: cartPricesResponse,
  shippingStrategy,
  modelSearchResults,
  countryList: z.array(countryOrState),
  addressValidationResponse,
  paymentTokenResponse,
  paymentDecodeResponse,
  customerMultipliersResponse,
  customerMaterialsResponse,
};

export type Schemas = typeof schemas;
