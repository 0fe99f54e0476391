import { canUseModule, ModuleId } from '@portal/domain';
import { ToolSiteHeader, type HeaderLink } from '../portal/tool-site-header.tsx';
import { usePortal } from '../portal/use-portal.ts';

const MINE: HeaderLink = { label: 'My requests', to: '/', end: true };
const REVIEW: HeaderLink = { label: 'Review', to: '/review', end: false };
const CATALOG: HeaderLink = { label: 'Catalog', to: '/catalog', end: false };

/**
 * The change-request site's header: the site's name, the user's requests, the review queue
 * for those who may decide (module 5 execute), the catalogue, and the user menu.
 */
export function ChangeRequestHeader() {
  const { user } = usePortal();
  const permissions = user?.EffectivePermissions ?? [];
  const inside = canUseModule(permissions, ModuleId.ChangeRequests, 'read');
  const reviewer = canUseModule(permissions, ModuleId.ChangeRequests, 'execute');
  const links = !inside ? [] : reviewer ? [MINE, REVIEW, CATALOG] : [MINE, CATALOG];
  return <ToolSiteHeader label="Change requests" navId="change-request-nav" links={links} />;
}
