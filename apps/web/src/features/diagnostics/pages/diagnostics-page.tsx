import { BUILD_VERSION } from '@portal/domain';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { useLiveUser, useLoadedSession } from '../../../api/accounts/use-session.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';

const notSignedIn = '—';

/** Route `diagnostics`: what support asks a visitor for. */
export function DiagnosticsPage() {
  usePageMeta({ title: ['Diagnostics'], crumbs: [{ label: 'Diagnostics' }] });
  const [now] = useState(() => new Date());
  const session = useLoadedSession();
  const user = useLiveUser();
  const fullName = user ? `${user.Name} ${user.LastName}`.trim() : notSignedIn;
  const rows: [string, string][] = [
    ['Version', BUILD_VERSION],
    ['User agent', navigator.userAgent],
    ['Time', now.toLocaleString('en-US')],
    ['Timezone', Intl.DateTimeFormat().resolvedOptions().timeZone],
    ['Logged in', session.status === 'loading' ? 'Checking…' : user ? 'Yes' : 'No'],
    ['User full name', fullName || notSignedIn],
    ['Username', user?.Username ?? notSignedIn],
  ];
  return (
    <>
      <h1>Diagnostics</h1>
      <Table bordered className="w-auto mt-3">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="text-break">{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
