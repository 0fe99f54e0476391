import {
  ChangeRequestMessage,
  EditorMessage,
  type ChangeRequestApproval,
  type ChangeRequestDetail,
  type ChangeRequestListQuery,
  type ChangeRequestPage,
  type ChangeRequestProposal,
  type ChangeRequestRevision,
  type ChangeRequestSent,
  type ModelDeleteRequest,
  type ModelEditorItem,
} from '@portal/domain';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { modelItemOf, readItem } from '../catalogue-editor/read-item.ts';
import type { ChangeRequestContext, ChangeRequestDeps } from './change-request-context.ts';
import { requestDetail } from './change-request-detail.ts';
import { isReviewer } from './change-request-gate.ts';
import { listRequests, readRequest } from './change-request-queries.ts';
import { toSummary } from './change-request-summary.ts';
import { approve, decline } from './decisions.ts';
import { modelDefinitions, type ModelDefinitions } from './model-access.ts';
import { propose, requestDelete, revise, withdraw } from './proposals.ts';
import { visibleTo } from './request-moves.ts';

type Ctx = ChangeRequestContext;

export interface ChangeRequests {
  model(ctx: Ctx, catalogNumber: string): Promise<ModelEditorItem>;
  propose(ctx: Ctx, input: ChangeRequestProposal): Promise<ChangeRequestSent>;
  requestDelete(
    ctx: Ctx,
    catalogNumber: string,
    input: ModelDeleteRequest,
  ): Promise<ChangeRequestSent>;
  list(ctx: Ctx, query: ChangeRequestListQuery): Promise<ChangeRequestPage>;
  detail(ctx: Ctx, id: number): Promise<ChangeRequestDetail>;
  revise(ctx: Ctx, id: number, input: ChangeRequestRevision): Promise<ChangeRequestDetail>;
  approve(ctx: Ctx, id: number, input: ChangeRequestApproval): Promise<ChangeRequestDetail>;
  reject(ctx: Ctx, id: number, reason: string): Promise<ChangeRequestDetail>;
  askForChanges(ctx: Ctx, id: number, reason: string): Promise<ChangeRequestDetail>;
  withdraw(ctx: Ctx, id: number): Promise<ChangeRequestDetail>;
}

/**
 * Change requests (decision 179): proposals checked and applied by the model editor's own
 * functions, moved through the states of `changeRequestMoves` by their proposer or a reviewer.
 */
export function createChangeRequests(deps: ChangeRequestDeps): ChangeRequests {
  const { db, definitions } = deps;
  const models = (ctx: Ctx) => modelDefinitions(definitions, ctx.viewer);

  /** The request as the viewer reads it now, with the definitions the call already read. */
  const detail = async (ctx: Ctx, id: number, known?: ModelDefinitions) => {
    const row = visibleTo(ctx.viewer, await readRequest(db, id));
    const { access, sections } = known ?? (await models(ctx));
    return requestDetail(db, access, sections, ctx.viewer, row);
  };

  return {
    async model(ctx, catalogNumber) {
      const found = await readItem(db, (await models(ctx)).access, catalogNumber);
      if (!found) throw new NotFound(EditorMessage.notFound('Model'));
      return modelItemOf(found);
    },
    propose: async (ctx, input) => propose(deps, ctx, (await models(ctx)).access, input),
    requestDelete: async (ctx, catalogNumber, input) =>
      requestDelete(deps, ctx, (await models(ctx)).access, catalogNumber, input),
    async list(ctx, query) {
      if (query.scope === 'all' && !isReviewer(ctx.viewer))
        throw new Forbidden(ChangeRequestMessage.reviewersOnly);
      const mine = query.scope === 'mine' ? ctx.viewer.userId : null;
      const page = await listRequests(db, query, mine);
      return { Items: page.rows.map(toSummary), Next: page.next };
    },
    detail: (ctx, id) => detail(ctx, id),
    async revise(ctx, id, input) {
      const known = await models(ctx);
      await revise(deps, ctx, known.access, id, input);
      return detail(ctx, id, known);
    },
    async approve(ctx, id, input) {
      const known = await models(ctx);
      await approve(deps, ctx, known.access, id, input);
      return detail(ctx, id, known);
    },
    async reject(ctx, id, reason) {
      await decline(deps, ctx, id, 'reject', reason);
      return detail(ctx, id);
    },
    async askForChanges(ctx, id, reason) {
      await decline(deps, ctx, id, 'ask-for-changes', reason);
      return detail(ctx, id);
    },
    async withdraw(ctx, id) {
      await withdraw(deps, ctx, id);
      return detail(ctx, id);
    },
  };
}
