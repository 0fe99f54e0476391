import {
  apiError,
  batchRespondRequest,
  batchRespondResponse,
  customer,
  customerListPage,
  customerListQuery,
  customerNumberParams,
  deletePermissionRequest,
  plainResult,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../lib/session.ts';
import { useSpecValidation } from '../auth/spec-validation.ts';
import type { DecisionService } from '../user/decisions.ts';
import { customerLookupRoutes } from './lookup-routes.ts';
import type { CustomerService } from './service.ts';

const tags = ['customer'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

export async function customerRoutes(
  app: FastifyInstance,
  { customers, decisions }: { customers: CustomerService; decisions: DecisionService },
) {
  useSpecValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(customerLookupRoutes, { customers });

  r.get(
    '/customer',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Customers the caller may see, 30 a page',
        querystring: customerListQuery,
        response: { 200: customerListPage, ...errors },
      },
    },
    async (request) => customers.list(await requireViewer(request), request.query),
  );

  r.get(
    '/customer/:customerNumber',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One customer the caller may see',
        params: customerNumberParams,
        response: { 200: customer, ...errors },
      },
    },
    async (request) =>
      customers.detail(await requireViewer(request), request.params.customerNumber),
  );

  r.post(
    '/customer/permission-requests/batchRespond',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Approves or rejects customer permission requests (admin: status 1; sales rep: status 5)',
        body: batchRespondRequest,
        response: { 200: batchRespondResponse, ...errors },
      },
    },
    async (request) => decisions.respond(await requireViewer(request), 'customer', request.body),
  );

  r.post(
    '/customer/delete',
    {
      config: { access: 'customer-admin' },
      schema: {
        tags,
        summary: "Removes a user's customer permission, with a comment",
        body: deletePermissionRequest,
        response: { 200: plainResult, ...errors },
      },
    },
    async (request) =>
      decisions.deletePermission(await requireViewer(request), 'customer', request.body),
  );
}
