import { AccountMessage, isCustomerAdmin, siteKindOf } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { useParams } from 'react-router';
import { isNotFound } from '../../../api/api-error.ts';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { useSite } from '../../../api/get-site.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { userQuery, type UserRef } from '../api/user-calls.ts';
import { AdminUserActions } from '../components/admin-user-actions.tsx';
import { PermissionTabs } from '../components/permission-tabs.tsx';
import { ProfileInfo } from '../components/profile-info.tsx';
import { RequestPermissions } from '../components/request-permissions.tsx';

function refOf(param: string | undefined): UserRef | null {
  if (param === undefined) return 'me';
  return /^\d{1,10}$/.test(param) ? Number(param) : null;
}

/** Routes /profile (one's own) and /profile/:userId (any user's, for a customer admin). */
export function ProfilePage() {
  const { userId } = useParams();
  const ref = refOf(userId);
  const viewer = useLiveUser();
  const site = useSite();
  const user = useQuery({ ...userQuery(ref ?? 0), enabled: ref !== null && ref !== 0 });
  const own = ref === 'me' || ref === viewer?.Id;
  const admin = isCustomerAdmin(viewer?.Roles ?? []);
  const kind = siteKindOf(site.Name);
  usePageMeta({ title: [own ? 'Profile' : 'User details'], crumbs: null });

  if (ref === null || ref === 0 || (user.isError && isNotFound(user.error)))
    return (
      <Alert variant="warning" className="my-4">
        {AccountMessage.userNotFound}
      </Alert>
    );
  if (user.isError)
    return <ErrorState title="Error" error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data) return <Loading />;
  const data = user.data;
  return (
    <>
      <h1>{own ? 'Profile' : `${data.Name} ${data.LastName}`.trim() || data.Username}</h1>
      <ProfileInfo user={data} editable={own && kind !== 'catalogue'} key={data.UserId} />
      {admin && !own && <AdminUserActions user={data} />}
      <PermissionTabs
        user={data}
        admin={admin && !own}
        firstTab={kind === 'customer' ? 'customers' : 'sales-reps'}
      />
      {own && !admin && kind !== 'catalogue' && (
        <RequestPermissions user={data} kind={kind === 'customer' ? 'customer' : 'sales-rep'} />
      )}
    </>
  );
}
