import {
  apiError,
  customerAllList,
  customerSearchQuery,
  customerSearchResults,
  customerShipTosQuery,
  customersWithPendingRequests,
  shipToParties,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../lib/session.ts';
import type { CustomerService } from './service.ts';

const tags = ['customer'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

/**
 * Registered inside customerRoutes, whose spec validation (400 with the schema's message,
 * checked after the access rule) these routes inherit. Every answer is limited to the
 * customers the caller may see (decision 153).
 */
export async function customerLookupRoutes(
  app: FastifyInstance,
  { customers }: { customers: CustomerService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/Customer/search',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Up to 20 customers by number (zeros at either end optional) or name',
        querystring: customerSearchQuery,
        response: { 200: customerSearchResults, ...errors },
      },
    },
    async (request) => customers.search(await requireViewer(request), request.query),
  );

  r.get(
    '/Customer/shipTos',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The customer's ship-to partners, its own address first",
        querystring: customerShipTosQuery,
        response: { 200: shipToParties, ...errors },
      },
    },
    async (request) =>
      customers.shipTos(await requireViewer(request), request.query.customerNumber),
  );

  r.get(
    '/customer/all',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Every customer the caller may see (number, name, place), by number',
        response: { 200: customerAllList, ...errors },
      },
    },
    async (request) => customers.all(await requireViewer(request)),
  );

  r.get(
    '/customer/customersWithPendingRequests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Customers with permission requests the caller decides, newest first',
        response: { 200: customersWithPendingRequests, ...errors },
      },
    },
    async (request) => customers.withPendingRequests(await requireViewer(request)),
  );
}
