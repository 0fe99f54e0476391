import {
  apiError,
  catalog,
  envelope,
  inventoryAvailability,
  menu,
  modelViewerData,
  product,
  productSections,
  searchResults,
  site,
} from '@portal/domain';
import { z } from 'zod';

/**
 * The shared Zod schemas the client checks answers with. They load as their own chunk, in
 * parallel with the first API call, so Zod stays out of the initial script (decision 013).
 */
export const schemas = {
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
};

export type Schemas = typeof schemas;
