import {
  canUseModule,
  guardInquiryRoute,
  ModuleId,
  type SessionUser,
  type SiteKind,
} from '@portal/domain';

export type InquiryViewer = Pick<
  SessionUser,
  'Email' | 'Roles' | 'ResourcePermissions' | 'EffectivePermissions'
>;

/**
 * Whether the Inquiries area opens for the viewer: its route guard lets them in and the
 * Inquiries module reads at level 9 (§2.1). Links and cards into the area follow the same rule.
 */
export const mayUseInquiries = (viewer: InquiryViewer, kind: SiteKind): boolean =>
  guardInquiryRoute(viewer, kind).enter &&
  canUseModule(viewer.EffectivePermissions, ModuleId.Inquiries);
