import { AccountMessage, canUseModule, ModuleId, type ModuleIdValue } from '@portal/domain';
import Alert from 'react-bootstrap/Alert';
import { Outlet } from 'react-router';
import { CheckingPermissions } from './checking-permissions.tsx';
import { usePortal } from './use-portal.ts';

const deniedText: Record<ModuleIdValue, string> = {
  [ModuleId.Orders]: AccountMessage.ordersDenied,
  [ModuleId.Inquiries]: AccountMessage.inquiriesDenied,
  [ModuleId.Export]: AccountMessage.exportDenied,
  [ModuleId.Editor]: 'Access to the Editor is Denied.',
  [ModuleId.ChangeRequests]: 'Access to Change Requests is Denied.',
};

/** The Orders, Inquiries and Export areas open at read level 9 of their module. */
export function ModuleArea({ module }: { module: ModuleIdValue }) {
  const { user, ready } = usePortal();
  if (!ready) return <CheckingPermissions />;
  if (!user || !canUseModule(user.EffectivePermissions, module, 'read'))
    return (
      <Alert variant="warning" className="my-4">
        {deniedText[module]}
      </Alert>
    );
  return <Outlet />;
}
