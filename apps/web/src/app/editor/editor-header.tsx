import { canUseModule, ModuleId } from '@portal/domain';
import { ToolSiteHeader, type HeaderLink } from '../portal/tool-site-header.tsx';
import { usePortal } from '../portal/use-portal.ts';

const links: HeaderLink[] = [
  { label: 'Editor', to: '/', end: true },
  { label: 'Change Log', to: '/log-viewer', end: false },
  { label: 'Catalogue', to: '/catalog', end: false },
];

/** The editor site's header: its areas for a user holding the Editor module, and the user menu. */
export function EditorHeader() {
  const { user } = usePortal();
  const inside = !!user && canUseModule(user.EffectivePermissions, ModuleId.Editor, 'read');
  return <ToolSiteHeader label="Editor" navId="editor-nav" links={inside ? links : []} />;
}
