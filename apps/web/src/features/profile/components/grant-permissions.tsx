import { AccountMessage, type User } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { ResourceKind } from '../../../api/accounts/permission-calls.ts';
import { IdRows } from '../../../ui/account/id-rows.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { addPermissions, userKeyRoot } from '../api/user-calls.ts';
import { usePermissionRows } from './use-permission-rows.ts';

/** A customer admin adds sales-rep or customer permissions to a user directly. */
export function GrantPermissions({ user, kind }: { user: User; kind: ResourceKind }) {
  const held = kind === 'sales-rep' ? user.SalesRepPermissions : user.CustomerPermissions;
  const form = usePermissionRows(kind, held);
  const [heldNote, setHeldNote] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const label = kind === 'sales-rep' ? 'Sales representative id' : 'Customer number';

  const grant = async () => {
    setHeldNote(null);
    const checked = await form.check();
    if (!checked) return;
    const numbers = checked.fresh.map((f) => f.Number);
    try {
      await addPermissions({
        userId: user.UserId,
        salesRepIds: kind === 'sales-rep' ? numbers : [],
        customerNumbers: kind === 'customer' ? numbers : [],
      });
      showToast(AccountMessage.permissionsAdded);
      setHeldNote(checked.heldMessage);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: userKeyRoot });
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'The request did not succeed.', 'danger');
    }
  };

  return (
    <div className="col-md-6 mb-3">
      {form.problem && <Alert variant="warning">{form.problem}</Alert>}
      {heldNote && <Alert variant="info">{heldNote}</Alert>}
      <IdRows
        label={label}
        idPrefix={`grant-${kind}`}
        rows={form.rows}
        errors={form.errors}
        onChange={form.change}
      />
      <Button variant="outline-primary" disabled={form.checking} onClick={() => void grant()}>
        Add {kind === 'sales-rep' ? 'sales-rep' : 'customer'} permissions
      </Button>
    </div>
  );
}
