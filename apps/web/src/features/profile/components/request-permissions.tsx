import { PermissionRequestStatus, type PermissionsResult, type User } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import type { ResourceKind } from '../../../api/accounts/permission-calls.ts';
import { useSignOut } from '../../../api/accounts/use-session.ts';
import { IdRows } from '../../../ui/account/id-rows.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { requestPermissions, userKeyRoot } from '../api/user-calls.ts';
import { usePermissionRows, type CheckedRows } from './use-permission-rows.ts';

const undecided: readonly number[] = [
  PermissionRequestStatus.PendingApproval,
  PermissionRequestStatus.WaitingForSalesRep,
];

/** Numbers the user asked for that still wait for a decision: asking again adds nothing. */
function waitingNumbers(user: User, kind: ResourceKind): string[] {
  const requests =
    kind === 'sales-rep' ? user.SalesRepPermissionRequests : user.CustomerPermissionRequests;
  return requests
    .filter((r) => undecided.includes(r.Status))
    .flatMap((r) => r.SalesRepresentativeNumber ?? r.CustomerNumber ?? []);
}

/** The user asks for more sales reps or customers: look up, confirm, send, acknowledge. */
export function RequestPermissions({ user, kind }: { user: User; kind: ResourceKind }) {
  const held = kind === 'sales-rep' ? user.SalesRepPermissions : user.CustomerPermissions;
  const form = usePermissionRows(kind, held, waitingNumbers(user, kind));
  const [checked, setChecked] = useState<CheckedRows | null>(null);
  const [result, setResult] = useState<PermissionsResult | null>(null);
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const label = kind === 'sales-rep' ? 'Sales representative id' : 'Customer number';

  const send = async () => {
    if (!checked) return;
    setSending(true);
    try {
      const numbers = checked.fresh.map((f) => f.Number);
      const answer = await requestPermissions(
        kind === 'sales-rep'
          ? { salesRepIds: numbers, customerNumbers: [] }
          : { salesRepIds: [], customerNumbers: numbers },
      );
      setChecked(null);
      setResult(answer);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: userKeyRoot });
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'The request did not succeed.', 'danger');
    } finally {
      setSending(false);
    }
  };

  const acknowledge = async () => {
    const goHome = result?.HasAccess === true;
    setResult(null);
    if (goHome) return void navigate('/');
    await signOut();
    void navigate('/authentication/login');
  };

  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Request access
      </Card.Header>
      <Card.Body>
        <p>Enter the {label.toLowerCase()}s you need; an administrator reviews each request.</p>
        {form.problem && <Alert variant="warning">{form.problem}</Alert>}
        <IdRows
          label={label}
          idPrefix="request"
          rows={form.rows}
          errors={form.errors}
          onChange={form.change}
        />
        <Button disabled={form.checking} onClick={() => void form.check().then(setChecked)}>
          {form.checking ? 'Checking…' : 'Request permissions'}
        </Button>
      </Card.Body>
      <Modal
        show={checked !== null}
        onHide={() => setChecked(null)}
        centered
        aria-labelledby="request-confirm-title"
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id="request-confirm-title">
            Confirm your request
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {checked?.heldMessage && <Alert variant="info">{checked.heldMessage}</Alert>}
          <p>You are asking for access to:</p>
          <ul>
            {checked?.fresh.map((f) => (
              <li key={f.Number}>
                {f.Number} — {f.Name}
                {f.City ? `, ${f.City}` : ''} {f.State}
              </li>
            ))}
          </ul>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setChecked(null)}>
            Cancel
          </Button>
          <Button disabled={sending} onClick={() => void send()}>
            Send request
          </Button>
        </Modal.Footer>
      </Modal>
      <Modal
        show={result !== null}
        onHide={() => void acknowledge()}
        centered
        backdrop="static"
        aria-labelledby="request-sent-title"
      >
        <Modal.Header>
          <Modal.Title as="h2" className="h5" id="request-sent-title">
            Request sent
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{result?.Message}</p>
          {!result?.HasAccess && (
            <p className="mb-0">
              You will be signed out now; log in again once your access has been approved.
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={() => void acknowledge()}>OK</Button>
        </Modal.Footer>
      </Modal>
    </Card>
  );
}
