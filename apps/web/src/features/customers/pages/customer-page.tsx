import { AccountMessage } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
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
      <h1>
        {customer.data.CustomerName}{' '}
        <small className="text-body-secondary">{customer.data.CustomerNumber}</small>
      </h1>
      <CustomerTabs customer={customer.data} roles={viewer?.Roles ?? []} />
    </>
  );
}
