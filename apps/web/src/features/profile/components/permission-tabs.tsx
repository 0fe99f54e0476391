import { AccountMessage, type PermissionRequest, type User } from '@portal/domain';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { ApproveDialog } from '../../../ui/account/approve-dialog.tsx';
import { CommentModal } from '../../../ui/account/comment-modal.tsx';
import { PermissionTable } from './permission-table.tsx';
import { RequestTable } from './request-table.tsx';
import { useDecisions } from './use-decisions.ts';

interface Props {
  user: User;
  /** A customer admin deletes permissions and decides requests. */
  admin: boolean;
  /** The tab that opens first: the kind of permission the site is about. */
  firstTab: 'sales-reps' | 'customers';
}

/**
 * The spec's tab name, exactly, and its row count in a badge beside it. The badge is left out
 * of the tab's accessible name, which stays the spec's; the table below lists the rows.
 */
function TabTitle({ label, count }: { label: string; count: number }) {
  return (
    <>
      {label}{' '}
      <Badge bg="secondary" pill aria-hidden="true">
        {count}
      </Badge>
    </>
  );
}

/** Tabs Sales Representatives, Customers and Approval Requests. */
export function PermissionTabs({ user, admin, firstTab }: Props) {
  const decisions = useDecisions(user.UserId);
  const [approving, setApproving] = useState<PermissionRequest | null>(null);
  const requests = [...user.SalesRepPermissionRequests, ...user.CustomerPermissionRequests].sort(
    (a, b) => b.DateCreated.localeCompare(a.DateCreated),
  );
  return (
    <Card className="mb-4">
      <Card.Body>
        <Tabs defaultActiveKey={firstTab} id="profile-tabs" className="mb-3">
          <Tab
            eventKey="sales-reps"
            title={
              <TabTitle label="Sales Representatives" count={user.SalesRepPermissions.length} />
            }
          >
            <PermissionTable
              caption="Sales representatives"
              permissions={user.SalesRepPermissions}
              onDelete={admin ? decisions.askDelete : undefined}
            />
          </Tab>
          <Tab
            eventKey="customers"
            title={<TabTitle label="Customers" count={user.CustomerPermissions.length} />}
          >
            <PermissionTable
              caption="Customers"
              permissions={user.CustomerPermissions}
              onDelete={admin ? decisions.askDelete : undefined}
            />
          </Tab>
          <Tab
            eventKey="requests"
            title={<TabTitle label="Approval Requests" count={requests.length} />}
          >
            <RequestTable
              requests={requests}
              onRespond={
                admin
                  ? (request, approve) =>
                      approve ? setApproving(request) : decisions.askReject(request)
                  : undefined
              }
            />
          </Tab>
        </Tabs>
      </Card.Body>
      <CommentModal
        show={decisions.deleting !== null}
        title={`Delete permission ${decisions.deleting?.ResourceId ?? ''}`}
        label="Comment"
        requiredMessage={AccountMessage.commentRequired}
        disableWhileEmpty
        onCancel={decisions.cancel}
        onConfirm={decisions.remove}
      />
      <ApproveDialog
        request={approving}
        onCancel={() => setApproving(null)}
        onApprove={(request) => {
          setApproving(null);
          void decisions.approve(request);
        }}
      />
      <CommentModal
        show={decisions.rejecting !== null}
        title="Reject request"
        label="Rejection reason"
        requiredMessage={AccountMessage.rejectionReasonRequired}
        confirmLabel="Reject"
        onCancel={decisions.cancel}
        onConfirm={decisions.reject}
      />
    </Card>
  );
}
