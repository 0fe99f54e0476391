import {
  PermissionRequestStatus,
  permissionRequestStatusLabel,
  type PermissionRequest,
  type PermissionRequestStatusValue,
} from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { ListCell, ListTable } from '../../../ui/list/list-table.tsx';

interface Props {
  requests: PermissionRequest[];
  /** Present for a customer admin: pending (status 1) requests get Approve and Reject. */
  onRespond?: (request: PermissionRequest, approve: boolean) => void;
}

const statusText = (status: number) =>
  permissionRequestStatusLabel[status as PermissionRequestStatusValue] ?? `Status ${status}`;

/** The user's permission requests, sales reps and customers together. */
export function RequestTable({ requests, onRespond }: Props) {
  const headings = ['Requested', 'Number', 'Name', 'Date', 'Status'];
  return (
    <ListTable
      label="Approval requests"
      headings={onRespond ? [...headings, 'Actions'] : headings}
      rows={requests}
    >
      {(r) => {
        const isRep = r.SalesRepresentativeNumber !== null;
        const number = (isRep ? r.SalesRepresentativeNumber : r.CustomerNumber) ?? '';
        return (
          <tr key={`${isRep ? 'r' : 'c'}${r.Id}`}>
            <ListCell label="Requested">{isRep ? 'Sales representative' : 'Customer'}</ListCell>
            <ListCell label="Number">{number}</ListCell>
            <ListCell label="Name">
              {(isRep ? r.SalesRepresentativeName : r.CustomerName) ?? ''}
            </ListCell>
            <ListCell label="Date">{r.DateCreated.slice(0, 10)}</ListCell>
            <ListCell label="Status">
              {statusText(r.Status)}
              {r.RejectionReason && (
                <div className="small text-body-secondary">{r.RejectionReason}</div>
              )}
            </ListCell>
            {onRespond && (
              <ListCell label="Actions">
                {r.Status === PermissionRequestStatus.PendingApproval && (
                  <div className="d-flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => onRespond(r, true)}>
                      Approve<span className="visually-hidden"> {number}</span>
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => onRespond(r, false)}>
                      Reject<span className="visually-hidden"> {number}</span>
                    </Button>
                  </div>
                )}
              </ListCell>
            )}
          </tr>
        );
      }}
    </ListTable>
  );
}
