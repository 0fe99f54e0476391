import {
  guardInquiryRoute,
  guardPermissionRoute,
  guardSessionRoute,
  guardSignedInRoute,
  type GuardOutcome,
} from '@portal/domain';
import { Navigate, Outlet } from 'react-router';
import { AwaitingAcceptance } from './awaiting-acceptance.tsx';
import { CheckingPermissions } from './checking-permissions.tsx';
import { usePortal, type Portal } from './use-portal.ts';

function Guarded({ decide }: { decide: (portal: Portal) => GuardOutcome }) {
  const portal = usePortal();
  if (!portal.ready) return <CheckingPermissions />;
  // Signed in but for the documents: no guard decides until they are accepted or declined.
  if (portal.session.pendingUser) return <AwaitingAcceptance />;
  const outcome = decide(portal);
  return outcome.enter ? <Outlet /> : <Navigate replace to={outcome.to} />;
}

/** Needs any session: the directory sign-up and change-password. */
export const SessionGuard = () => <Guarded decide={(p) => guardSessionRoute(p.user)} />;

/** Signed-in users without permissions: the profile, customers and sales reps. */
export const SignedInGuard = () => <Guarded decide={(p) => guardSignedInRoute(p.user)} />;

/** A permission of the site's kind (or the admin role): dashboard, orders, catalogue. */
export const PermissionGuard = () => (
  <Guarded decide={(p) => guardPermissionRoute(p.user, p.siteKind)} />
);

/** Inquiries: customer-site users with customer permissions, and customer admins. */
export const InquiryGuard = () => <Guarded decide={(p) => guardInquiryRoute(p.user, p.siteKind)} />;
