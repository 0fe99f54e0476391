import { AccountMessage } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { useParams } from 'react-router';
import { isNotFound } from '../../../api/api-error.ts';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { customerQuery } from '../api/customer-calls.ts';
import { CustomerTabs } from '../components/customer-tabs.tsx';

/** Route /customer/:customerNumber; reloads when the number changes. */
export function CustomerPage() {
  const { customerNumber = '' } = useParams();
  const viewer = useLiveUser();
  const customer = useQuery(customerQuery(customerNumber));
  usePageMeta({ title: [customer.data?.CustomerName ?? 'Customer'], crumbs: null });
  if (customer.isError && isNotFound(customer.error))
    return (
      <Alert variant="warning" className="my-4">
        {AccountMessage.customerNotFound}
      </Alert>
    );
  if (customer.isError)
    return (
      <ErrorState title="Error" error={customer.error} onRetry={() => void customer.refetch()} />
    );
  if (!customer.data) return <Loading />;
  return (
    <>
      <h1 className="text-break">
        {customer.data.CustomerName}{' '}
        <small className="text-body-secondary">{customer.data.CustomerNumber}</small>
        {customer.data.IsCreditBlocked && (
          <Badge bg="danger" className="ms-2 fs-6 align-middle">
            Credit blocked
          </Badge>
        )}
      </h1>
      {/* A new number starts afresh: searches and filters of the last customer do not carry over. */}
      <CustomerTabs
        key={customer.data.CustomerNumber}
        customer={customer.data}
        roles={viewer?.Roles ?? []}
      />
    </>
  );
}
