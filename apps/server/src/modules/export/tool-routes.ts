import { PassThrough, type Readable } from 'node:stream';
import {
  apiError,
  exportJobAnswer,
  exportJobList,
  exportJobParams,
  exportKeyParams,
  exportParams,
  exportQuery,
  exportStarted,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx/xlsx-writer.ts';
import { optionalViewer } from '../../lib/session.ts';
import type { SiteService } from '../site/service.ts';
import { exporter } from './export-access.ts';
import type { ExportTool } from './export-tool.ts';
import { writeExport, type ExportPlan } from './export-writer.ts';
import { attachment } from './routes.ts';

const tags = ['export'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 429: apiError };

interface Deps {
  db: Database;
  sites: SiteService;
  tool: ExportTool;
}

function sendFile(reply: FastifyReply, fileName: string, body: Readable, size?: number) {
  if (size !== undefined) reply.header('content-length', size);
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'no-store')
    .send(body);
}

/** Writes a planned export into the reply as it is read; a failure cuts the download short. */
function sendPlanned(db: Database, request: FastifyRequest, reply: FastifyReply, plan: ExportPlan) {
  const body = new PassThrough();
  writeExport(db, plan, body).catch((error: unknown) => {
    request.log.error({ err: error }, 'export spreadsheet failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return sendFile(reply, plan.fileName, body);
}

/** GET /api/export/{level}, the download by key and the user's background exports (decision 166). */
export async function exportToolRoutes(app: FastifyInstance, { db, sites, tool }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const context = async (request: FastifyRequest) => {
    const [viewer, site] = await Promise.all([
      optionalViewer(request),
      sites.forHost(request.hostname),
    ]);
    return { viewer, site };
  };
  // Who may not export is told so before their query is looked at.
  const gate = async (request: FastifyRequest) => {
    const { viewer, site } = await context(request);
    if (!viewer) throw new Unauthorized();
    exporter(viewer, site);
  };
  const signedIn = { access: 'signed-in' } as const;

  r.get(
    '/export/download/:key',
    {
      config: signedIn,
      onRequest: gate,
      schema: {
        tags,
        summary: 'The spreadsheet a download key names, for the user it was given to',
        params: exportKeyParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { viewer, site } = await context(request);
      const found = await tool.download(viewer, site, request.params.key);
      if (found.kind === 'file') return sendPlanned(db, request, reply, found.plan);
      return sendFile(reply, found.fileName, found.body, found.size);
    },
  );

  r.get(
    '/export/jobs',
    {
      config: signedIn,
      onRequest: gate,
      schema: {
        tags,
        summary: "The user's background exports of the last day, newest first",
        response: { 200: exportJobList, ...errors },
      },
    },
    async (request) => {
      const { viewer, site } = await context(request);
      return { Successful: true, Data: await tool.jobs(viewer, site), Exception: null };
    },
  );

  r.get(
    '/export/jobs/:jobId',
    {
      config: signedIn,
      onRequest: gate,
      schema: {
        tags,
        summary: 'One background export; once built, with a fresh download key',
        params: exportJobParams,
        response: { 200: exportJobAnswer, ...errors },
      },
    },
    async (request) => {
      const { viewer, site } = await context(request);
      const job = await tool.job(viewer, site, request.params.jobId);
      return { Successful: true, Data: job, Exception: null };
    },
  );

  r.delete(
    '/export/jobs/:jobId',
    {
      config: signedIn,
      onRequest: gate,
      schema: {
        tags,
        summary: 'Cancels a background export, or removes a finished one and its file',
        params: exportJobParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { viewer, site } = await context(request);
      await tool.remove(viewer, site, request.params.jobId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/export/:level',
    {
      config: signedIn,
      onRequest: gate,
      schema: {
        tags,
        summary:
          'A level of the catalogue as an .xlsx priced for a customer: the file (customer admins), a download key, or a background job (202)',
        params: exportParams,
        querystring: exportQuery,
        response: { 200: exportStarted, 202: exportStarted, ...errors },
      },
    },
    async (request, reply) => {
      const { viewer, site } = await context(request);
      const started = await tool.start(viewer, site, request.params.level, request.query);
      if (started.kind === 'file') return sendPlanned(db, request, reply, started.plan);
      if (started.kind === 'key')
        return {
          Successful: true,
          Data: { Kind: 'key' as const, Ticket: started.ticket },
          Exception: null,
        };
      return reply.code(202).send({
        Successful: true,
        Data: { Kind: 'job' as const, Job: started.job },
        Exception: null,
      });
    },
  );
}
