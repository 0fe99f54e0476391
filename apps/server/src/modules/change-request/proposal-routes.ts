import {
  changeRequestDeleteInput,
  changeRequestDetail,
  changeRequestModelParams,
  changeRequestParams,
  changeRequestProposal,
  changeRequestRevision,
  changeRequestSent,
  modelEditorItem,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChangeRequestRouteKit } from './change-request-routes.ts';

/** The proposer's calls: read a model, propose, ask for a deletion, revise, withdraw. */
export async function proposalRoutes(
  app: FastifyInstance,
  { requests, contextOf, config, onRequest, tags, errors }: ChangeRequestRouteKit,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
