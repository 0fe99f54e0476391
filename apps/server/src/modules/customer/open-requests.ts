import type { Database } from '../../db/client.ts';
import type { Viewer } from '../../lib/session.ts';
import { listRequests } from '../user/request-list-queries.ts';
import { salesRepsOfCustomers } from './queries.ts';

/** Open requests a viewer may see for these customers: all for admins, status 5 for their reps. */
export async function visibleOpenRequests(db: Database, viewer: Viewer, numbers: string[]) {
  if (numbers.length === 0) return [];
  if (viewer.isCustomerAdmin)
    return listRequests(db, { customerNumbers: numbers, statuses: [1, 5] });
  if (viewer.salesReps.length === 0) return [];
  const reps = await salesRepsOfCustomers(db, numbers);
  const mine = new Set(viewer.salesReps.map((r) => r.number));
  const managed = [
    ...new Set(reps.filter((r) => mine.has(r.SalesRepNumber)).map((r) => r.customerNumber)),
  ];
  return listRequests(db, { customerNumbers: managed, statuses: [5] });
}
