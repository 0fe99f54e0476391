import {
  apiError,
  batchRespondRequest,
  batchRespondResponse,
  salesRep,
  salesRepListPage,
  salesRepListQuery,
  salesRepIdParams,
  deletePermissionRequest,
  plainResult,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../lib/session.ts';
import { useSpecValidation } from '../auth/spec-validation.ts';
import type { DecisionService } from '../user/decisions.ts';
import type { SalesRepService } from './service.ts';

const tags = ['sales-rep'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

export async function salesRepRoutes(
  app: FastifyInstance,
  { salesReps, decisions }: { salesReps: SalesRepService; decisions: DecisionService },
) {
  useSpecValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/sales-rep',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Sales reps the caller may see, 10 a page',
        querystring: salesRepListQuery,
        response: { 200: salesRepListPage, ...errors },
      },
    },
    async (request) => salesReps.list(await requireViewer(request), request.query),
  );

  r.get(
    '/sales-rep/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One sales rep the caller may see',
        params: salesRepIdParams,
        response: { 200: salesRep, ...errors },
      },
    },
    async (request) => salesReps.detail(await requireViewer(request), request.params.id),
  );

  r.post(
    '/sales-rep/permission-requests/batchRespond',
    {
      config: { access: 'customer-admin' },
      schema: {
        tags,
        summary: 'A customer admin approves or rejects sales-rep permission requests',
        body: batchRespondRequest,
        response: { 200: batchRespondResponse, ...errors },
      },
    },
    async (request) => decisions.respond(await requireViewer(request), 'sales-rep', request.body),
  );

  r.post(
    '/sales-rep/delete',
    {
      config: { access: 'customer-admin' },
      schema: {
        tags,
        summary: "Removes a user's sales-rep permission, with a comment",
        body: deletePermissionRequest,
        response: { 200: plainResult, ...errors },
      },
    },
    async (request) =>
      decisions.deletePermission(await requireViewer(request), 'sales-rep', request.body),
  );
}
