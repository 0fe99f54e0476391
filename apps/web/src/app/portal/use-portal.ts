import {
  portalKindOf,
  siteKindOf,
  type PortalKind,
  type SessionState,
  type SessionUser,
  type Site,
  type SiteKind,
} from '@portal/domain';
import { useSite } from '../../api/get-site.ts';
import { useLiveUser, useLoadedSession } from '../../api/accounts/use-session.ts';

export interface Portal {
  site: Site;
  siteKind: SiteKind;
  /** The signed-in user while the session is live. */
  user: SessionUser | null;
  session: SessionState;
  /** Whether the server has answered who is signed in. */
  ready: boolean;
  portalKind: PortalKind;
}

/** The site, the signed-in user and which portal they see. */
export function usePortal(): Portal {
  const site = useSite();
  const session = useLoadedSession();
  const user = useLiveUser();
  const siteKind = siteKindOf(site.Name);
  return {
    site,
    siteKind,
    user,
    session,
    ready: session.status !== 'loading',
    portalKind: portalKindOf(siteKind, user),
  };
}
