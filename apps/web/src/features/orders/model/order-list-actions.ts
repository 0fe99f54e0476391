import { isCustomerAdmin, PermissionType, type SessionUser, type SiteKind } from '@portal/domain';
import { mayUseInquiries } from '../../../ui/inquiries/inquiry-access.ts';
import type { SalesRepChoice } from '../../../ui/list/sales-rep-picker.tsx';

type Viewer = Pick<SessionUser, 'Email' | 'Roles' | 'ResourcePermissions' | 'EffectivePermissions'>;

const salesRepsOf = (viewer: Viewer) =>
  viewer.ResourcePermissions.filter((p) => p.Type === PermissionType.SalesRep);

/** Create Order: more than one sales-rep permission, or a customer admin (§2.9, §6). */
export const canCreateOrder = (viewer: Viewer): boolean =>
  isCustomerAdmin(viewer.Roles) || salesRepsOf(viewer).length > 1;

/** New inquiry: on a customer site, for whom the Inquiries area opens. */
export const canCreateInquiry = (viewer: Viewer, kind: SiteKind): boolean =>
  kind === 'customer' && mayUseInquiries(viewer, kind);

/** The sales-rep picker: the viewer's own sales reps, offered only when there are more than 2. */
export function salesRepChoices(viewer: Viewer): SalesRepChoice[] {
  const reps = salesRepsOf(viewer);
  return reps.length > 2 ? reps.map((r) => ({ number: r.ResourceId, name: r.ResourceName })) : [];
}
