import { AccountMessage, type User } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { CommentModal } from '../../../ui/account/comment-modal.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { setUserActive, userKeyRoot } from '../api/user-calls.ts';
import { GrantPermissions } from './grant-permissions.tsx';

/** Activate or deactivate with a comment, and grant permissions directly. */
export function AdminUserActions({ user }: { user: User }) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const action = user.Disabled ? 'Activate' : 'Deactivate';

  const toggle = async (comment: string) => {
    try {
      const result = await setUserActive(user.UserId, {
        Comment: comment,
        Disabled: !user.Disabled,
      });
      showToast(
        result.Successful
          ? AccountMessage.updatedSuccessfully
          : AccountMessage.updatedUnsuccessfully,
        result.Successful ? 'success' : 'danger',
      );
    } catch {
      showToast(AccountMessage.updatedUnsuccessfully, 'danger');
    }
    setAsking(false);
    await queryClient.invalidateQueries({ queryKey: userKeyRoot });
  };

  return (
    <Card className="mb-4">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">Account</h2>
        <Badge bg={user.Disabled ? 'secondary' : 'success'}>
          {user.Disabled ? 'Deactivated' : 'Active'}
        </Badge>
        <Button
          size="sm"
          variant={user.Disabled ? 'success' : 'danger'}
          onClick={() => setAsking(true)}
        >
          {action}
        </Button>
      </Card.Header>
      <Card.Body>
        {user.Comment && (
          <p className="small">
            Last comment{user.DisabledByUserName ? ` by ${user.DisabledByUserName}` : ''}:{' '}
            {user.Comment}
          </p>
        )}
        <h3 className="h6">Add permissions</h3>
        <div className="row">
          <GrantPermissions user={user} kind="sales-rep" />
          <GrantPermissions user={user} kind="customer" />
        </div>
      </Card.Body>
      <CommentModal
        show={asking}
        title={`${action} ${user.Username}`}
        label="Comment"
        requiredMessage={AccountMessage.commentRequired}
        confirmLabel={action}
        onCancel={() => setAsking(false)}
        onConfirm={toggle}
      />
    </Card>
  );
}
