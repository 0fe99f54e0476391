import {
  AccountMessage,
  PermissionRequestStatus,
  PermissionType,
  type BatchRespondRequest,
  type DeletePermissionRequest,
} from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { customerSalesRep, permissionRequest } from '../../db/schema/index.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import {
  audit,
  grantCustomers,
  grantSalesReps,
  revokeCustomer,
  revokeSalesRep,
} from './grant-queries.ts';
import { requestsByIds } from './request-list-queries.ts';
import { queueDecisionMails } from './request-mails.ts';

type Kind = 'sales-rep' | 'customer';

/**
 * Decisions on permission requests and removal of permissions. A customer admin decides
 * pending requests (1); a status-5 customer request belongs to the customer's sales rep.
 * A batch is all or nothing: one request the viewer may not decide refuses the whole batch.
 */
export function createDecisionService(db: Database, now: () => number) {
  const customersOfViewerReps = async (tx: Executor, viewer: Viewer) => {
    const reps = viewer.salesReps.map((r) => r.number);
    if (reps.length === 0) return new Set<string>();
    const rows = await tx
      .select({ n: customerSalesRep.customerNumber })
      .from(customerSalesRep)
      .where(inArray(customerSalesRep.salesRepNumber, reps));
    return new Set(rows.map((r) => r.n));
  };

  return {
    async respond(viewer: Viewer, kind: Kind, request: BatchRespondRequest) {
      const ids = [...new Set(request.PermissionIds)];
      return db.transaction(async (tx) => {
        const rows = await requestsByIds(tx, ids);
        const type = kind === 'sales-rep' ? PermissionType.SalesRep : PermissionType.Customer;
        const repCustomers = viewer.isCustomerAdmin
          ? new Set<string>()
          : await customersOfViewerReps(tx, viewer);
        const mayDecide = (row: (typeof rows)[number]) => {
          if (row.type !== type) return false;
          if (viewer.isCustomerAdmin) return row.status === PermissionRequestStatus.PendingApproval;
          return (
            row.status === PermissionRequestStatus.WaitingForSalesRep &&
            row.customerNumber !== null &&
            repCustomers.has(row.customerNumber)
          );
        };
        if (rows.length !== ids.length) throw new NotFound('The permission request was not found.');
        if (!rows.every(mayDecide)) throw new Forbidden(AccountMessage.requestNotActionable);
        const at = new Date(now());
        await tx
          .update(permissionRequest)
          .set({
            status: request.isApproved
              ? PermissionRequestStatus.Approved
              : PermissionRequestStatus.Rejected,
            rejectionReason: request.isApproved ? null : (request.rejectionStatus ?? null),
            decidedByUserId: viewer.userId,
            decidedAt: at,
          })
          .where(inArray(permissionRequest.requestId, ids));
        for (const row of rows) {
          if (request.isApproved && row.salesRepNumber)
            await grantSalesReps(tx, row.userId, [row.salesRepNumber], viewer.userId);
          if (request.isApproved && row.customerNumber)
            await grantCustomers(tx, row.userId, [row.customerNumber], viewer.userId);
          await audit(tx, {
            userId: row.userId,
            actorUserId: viewer.userId,
            action: request.isApproved ? 'approve' : 'reject',
            resourceNumber: row.salesRepNumber ?? row.customerNumber ?? undefined,
            comment: request.isApproved ? undefined : (request.rejectionStatus ?? undefined),
          });
        }
        await queueDecisionMails(tx, ids, request.isApproved, request.rejectionStatus ?? null);
        return {
          Successful: true as const,
          Message: AccountMessage.updatedSuccessfully,
          Updated: rows.length,
        };
      });
    },

    async deletePermission(viewer: Viewer, kind: Kind, request: DeletePermissionRequest) {
      await db.transaction(async (tx) => {
        const removed =
          kind === 'sales-rep'
            ? await revokeSalesRep(tx, request.UserId, request.Number)
            : await revokeCustomer(tx, request.UserId, request.Number);
        if (!removed) throw new NotFound(AccountMessage.deletedUnsuccessfully);
        await audit(tx, {
          userId: request.UserId,
          actorUserId: viewer.userId,
          action: `delete-${kind}`,
          resourceNumber: request.Number,
          comment: request.Comment,
        });
      });
      return { Successful: true, Message: 'Deleted successfully' };
    },
  };
}
export type DecisionService = ReturnType<typeof createDecisionService>;
