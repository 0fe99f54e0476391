import { ChangeRequestMessage, type ChangeRequestDetail, type EditorValues } from '@portal/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useModelEditorOpener } from '../../../ui/model-table/model-editor-opener.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useMoveChangeRequest, type ChangeRequestMove } from '../api/move-change-request.ts';
import { ReasonDialog } from './reason-dialog.tsx';

interface Props {
  request: ChangeRequestDetail;
  /** Reads the request again (after a 409: the model or the request moved). */
  onReload: () => void;
}

const toastOf: Record<ChangeRequestMove['action'], (catalogNumber: string) => string> = {
  approve: ChangeRequestMessage.approved,
  reject: ChangeRequestMessage.rejected,
  'ask-for-changes': ChangeRequestMessage.changesAsked,
  withdraw: ChangeRequestMessage.withdrawn,
};

/** The proposed values, to fill the model editor's draft again when the proposer revises. */
const proposedValues = (request: ChangeRequestDetail): EditorValues =>
  Object.fromEntries(request.Diff.map((field) => [field.Field, field.Proposed]));

/** The buttons for the moves the server lists for this viewer (decision 179). */
export function RequestActions({ request, onReload }: Props) {
  const move = useMoveChangeRequest(request.ModelChangeRequestId);
  const opener = useModelEditorOpener();
  const [dialog, setDialog] = useState<'reject' | 'ask-for-changes' | 'withdraw' | null>(null);
  const can = (action: ChangeRequestDetail['Actions'][number]) => request.Actions.includes(action);
  const catalogNumber = request.PcnCatalogNumber;

  const send = (next: ChangeRequestMove) =>
    move.mutate(next, {
      onSuccess: () => {
        setDialog(null);
        showToast(toastOf[next.action](catalogNumber));
      },
      onError: () => setDialog(null),
    });

  const conflict = move.error instanceof ApiError && move.error.status === 409;
  const revise =
    can('revise') && request.Kind === 'Change' && request.ModelExists && opener?.revise;
  if (request.Actions.length === 0) return null;
  return (
    <>
      {move.error && (
        <Alert variant={conflict ? 'warning' : 'danger'}>
          <p className="mb-0">{move.error.message}</p>
          {conflict && (
            <Button
              size="sm"
              variant="outline-dark"
              className="mt-2"
              onClick={() => {
                move.reset();
                onReload();
              }}
            >
              Reload
            </Button>
          )}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        {can('approve') && request.CurrentVersion !== null && (
          <Button
            variant="success"
            disabled={move.isPending}
            onClick={() => send({ action: 'approve', version: request.CurrentVersion ?? '' })}
          >
            Approve
          </Button>
        )}
        {can('ask-for-changes') && (
          <Button variant="outline-primary" onClick={() => setDialog('ask-for-changes')}>
            Ask for changes
          </Button>
        )}
        {can('reject') && (
          <Button variant="outline-danger" onClick={() => setDialog('reject')}>
            Reject
          </Button>
        )}
        {revise && (
          <Button
            variant="primary"
            onClick={() =>
              opener.revise?.({
                requestId: request.ModelChangeRequestId,
                catalogNumber,
                values: proposedValues(request),
              })
            }
          >
            Revise
          </Button>
        )}
        {can('withdraw') && (
          <Button variant="outline-secondary" onClick={() => setDialog('withdraw')}>
            Withdraw
          </Button>
        )}
      </div>
      {(dialog === 'reject' || dialog === 'ask-for-changes') && (
        <ReasonDialog
          title={dialog === 'reject' ? 'Reject the change request' : 'Ask for changes'}
          confirmLabel={dialog === 'reject' ? 'Reject' : 'Ask for changes'}
          busy={move.isPending}
          onConfirm={(reason) => send({ action: dialog, reason })}
          onCancel={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        title="Withdraw the change request"
        message={
          dialog === 'withdraw'
            ? `Withdraw your change request for model ${catalogNumber}? A reviewer will no longer see it.`
            : null
        }
        confirmLabel="Withdraw"
        onConfirm={() => send({ action: 'withdraw' })}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
