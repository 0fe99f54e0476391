import {
  apiError,
  changeRequestApproval,
  changeRequestDeleteInput,
  changeRequestDetail,
  changeRequestListQuery,
  changeRequestModelParams,
  changeRequestPage,
  changeRequestParams,
  changeRequestProposal,
  changeRequestReason,
  changeRequestRevision,
  changeRequestSent,
  modelEditorItem,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { linkOrigin } from '../site/link-origin.ts';
import type { SiteService } from '../site/service.ts';
import type { ChangeRequestContext } from './change-request-context.ts';
import { changeRequestGate, changeRequestUser } from './change-request-gate.ts';
import type { ChangeRequests } from './change-request-service.ts';

const tags = ['change requests'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const config = { access: 'signed-in' } as const;

/** The change-request calls (decision 179), behind their own gate on a change-request site. */
export async function changeRequestRoutes(
  app: FastifyInstance,
  opts: { sites: SiteService; requests: ChangeRequests },
): Promise<void> {
  const { sites, requests } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = changeRequestGate(sites);
  const contextOf = async (request: FastifyRequest): Promise<ChangeRequestContext> => {
    const { viewer, site } = await changeRequestUser(request, sites);
    return { viewer, site, origin: (await linkOrigin(request, sites, site)).origin };
  };

  r.get(
    '/change-requests/model/:catalogNumber',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: "A model's fields as the proposer reads them, with its version",
        params: changeRequestModelParams,
        response: { 200: modelEditorItem, ...errors },
      },
    },
    async (request) => requests.model(await contextOf(request), request.params.catalogNumber),
  );

  r.post(
    '/change-requests',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: "Proposes changes to a model's fields, at the version read",
        body: changeRequestProposal,
        response: { 201: changeRequestSent, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requests.propose(await contextOf(request), request.body)),
  );

  r.post(
    '/change-requests/model/:catalogNumber/delete-request',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: 'Asks for a model to be deleted, with an optional comment',
        params: changeRequestModelParams,
        body: changeRequestDeleteInput,
        response: { 201: changeRequestSent, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await contextOf(request);
      const answer = await requests.requestDelete(ctx, request.params.catalogNumber, request.body);
      return reply.code(201).send(answer);
    },
  );

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

  r.put(
    '/change-requests/:id',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: 'The proposer revises a waiting or sent-back request',
        params: changeRequestParams,
        body: changeRequestRevision,
        response: { 200: changeRequestDetail, ...errors },
      },
    },
    async (request) => requests.revise(await contextOf(request), request.params.id, request.body),
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

  r.post(
    '/change-requests/:id/withdraw',
    {
      config,
      onRequest,
      schema: {
        tags,
        summary: 'The proposer withdraws their request',
        params: changeRequestParams,
        response: { 200: changeRequestDetail, ...errors },
      },
    },
    async (request) => requests.withdraw(await contextOf(request), request.params.id),
  );
}
