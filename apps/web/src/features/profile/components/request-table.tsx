import {
  PermissionRequestStatus,
  permissionRequestStatusLabel,
  type PermissionRequest,
  type PermissionRequestStatusValue,
} from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { TableRegion } from '../../../ui/account/table-region.tsx';

interface Props {
  requests: PermissionRequest[];
  /** Present for a customer admin: pending (status 1) requests get Approve and Reject. */
  onRespond?: (request: PermissionRequest, approve: boolean) => void;
}

const statusText = (status: number) =>
  permissionRequestStatusLabel[status as PermissionRequestStatusValue] ?? `Status ${status}`;

/** The user's permission requests, sales reps and customers together. */
export function RequestTable({ requests, onRespond }: Props) {
  if (requests.length === 0) return <p className="py-3 mb-0">No records are present.</p>;
  return (
    <TableRegion label="Approval requests">
      <Table hover className="mb-0">
        <caption className="visually-hidden">Approval requests</caption>
        <thead>
          <tr>
            <th scope="col">Requested</th>
            <th scope="col">Number</th>
            <th scope="col">Name</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            {onRespond && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => {
            const isRep = r.SalesRepresentativeNumber !== null;
            const number = (isRep ? r.SalesRepresentativeNumber : r.CustomerNumber) ?? '';
            return (
              <tr key={`${isRep ? 'r' : 'c'}${r.Id}`}>
                <td>{isRep ? 'Sales representative' : 'Customer'}</td>
                <td>{number}</td>
                <td>{(isRep ? r.SalesRepresentativeName : r.CustomerName) ?? ''}</td>
                <td>{r.DateCreated.slice(0, 10)}</td>
                <td>
                  {statusText(r.Status)}
                  {r.RejectionReason && (
                    <div className="small text-body-secondary">{r.RejectionReason}</div>
                  )}
                </td>
                {onRespond && (
                  <td className="text-nowrap">
                    {r.Status === PermissionRequestStatus.PendingApproval && (
                      <>
                        <Button size="sm" className="me-2" onClick={() => onRespond(r, true)}>
                          Approve<span className="visually-hidden"> {number}</span>
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => onRespond(r, false)}>
                          Reject<span className="visually-hidden"> {number}</span>
                        </Button>
                      </>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableRegion>
  );
}
