import { BUILD_VERSION } from '@portal/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { adminToken, clearCache, useCaches } from '../api/caches.ts';
import { AdminTokenForm } from '../components/admin-token-form.tsx';
import { CacheTable } from '../components/cache-table.tsx';

/**
 * Route `admin cache`: the server's named caches, their entry counts and Clear. A signed-in
 * customer admin gets in with their session; anyone else sees 'Access Denied' and may enter
 * the operators' administrator token (docs/decisions/056).
 */
export function CacheAdminPage() {
  usePageMeta({ title: ['Admin - Cache'], crumbs: [{ label: 'Admin - Cache' }] });
  const [token, setToken] = useState(adminToken.read);
  const [clearing, setClearing] = useState<string | null>(null);
  const caches = useCaches(token);

  const applyToken = (next: string) => {
    adminToken.save(next);
    setToken(next);
  };
  const clear = async (name: string) => {
    setClearing(name);
    try {
      await clearCache(token, name);
      showToast(`Cache ${name} cleared`);
    } catch {
      showToast('Access Denied', 'danger');
    } finally {
      setClearing(null);
      await caches.refetch();
    }
  };

  return (
    <>
      <h1 className="h3">Admin - Cache</h1>
      <p className="text-secondary small">Version {BUILD_VERSION}</p>
      {caches.isPending ? (
        <Loading label="Loading caches" />
      ) : caches.isError ? (
        <>
          <Alert variant="danger" role="alert">
            Access Denied
          </Alert>
          <p className="small text-secondary">
            Customer admins open this screen signed in on the sales or customer portal; operators
            enter the administrator token.
          </p>
          <AdminTokenForm onToken={applyToken} />
        </>
      ) : (
        <>
          <CacheTable
            caches={caches.data}
            clearing={clearing}
            onClear={(name) => void clear(name)}
          />
          {token && (
            <Button
              variant="link"
              className="px-0"
              onClick={() => {
                adminToken.forget();
                setToken('');
              }}
            >
              Forget the token
            </Button>
          )}
        </>
      )}
    </>
  );
}
