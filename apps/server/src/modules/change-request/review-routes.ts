import {
  changeRequestApproval,
  changeRequestDetail,
  changeRequestListQuery,
  changeRequestPage,
  changeRequestParams,
  changeRequestReason,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChangeRequestRouteKit } from './change-request-routes.ts';

/** The lists and a request's detail, and the reviewer's decisions. */
export async function reviewRoutes(
  app: FastifyInstance,
  { requests, contextOf, config, onRequest, tags, errors }: ChangeRequestRouteKit,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/change-requests',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: "The caller's own requests, or a reviewer's queue, a keyset page at a time",
        querystring: changeRequestListQuery,
        response: { 200: changeRequestPage, ...errors },
      },
    },
    async (request) => requests.list(await contextOf(request), request.query),
  );

  r.get(
    '/change-requests/:id',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: 'A request with its diff and the moves the caller may make',
        params: changeRequestParams,
        response: { 200: changeRequestDetail, ...errors },
      },
    },
    async (request) => requests.detail(await contextOf(request), request.params.id),
  );

  r.post(
    '/change-requests/:id/approve',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: "A reviewer approves: the proposal is applied at the model's version seen",
        params: changeRequestParams,
        body: changeRequestApproval,
        response: { 200: changeRequestDetail, ...errors },
      },
    },
    async (request) => requests.approve(await contextOf(request), request.params.id, request.body),
  );

  r.post(
    '/change-requests/:id/reject',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: 'A reviewer rejects a request, with a reason',
        params: changeRequestParams,
        body: changeRequestReason,
        response: { 200: changeRequestDetail, ...errors },
      },
    },
    async (request) =>
      requests.reject(await contextOf(request), request.params.id, request.body.Reason),
  );

  r.post(
    '/change-requests/:id/ask-for-changes',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: 'A reviewer sends a request back to its proposer, with a reason',
        params: changeRequestParams,
        body: changeRequestReason,
        response: { 200: changeRequestDetail, ...errors },
      },
    },
    async (request) =>
      requests.askForChanges(await contextOf(request), request.params.id, request.body.Reason),
  );
}
