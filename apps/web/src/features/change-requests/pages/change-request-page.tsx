import { changeRequestParams } from '@portal/domain';
import Alert from 'react-bootstrap/Alert';
import { useParams } from 'react-router';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useChangeRequest } from '../api/get-change-request.ts';
import { DiffTable } from '../components/diff-table.tsx';
import { RequestActions } from '../components/request-actions.tsx';
import { RequestFacts } from '../components/request-facts.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

function ChangeRequestView({ id }: { id: number }) {
  const detail = useChangeRequest(id);
  if (detail.isPending) return <Loading label="Loading the change request" />;
  if (detail.isError)
    return (
      <ErrorState
        title="The change request could not be loaded"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  const request = detail.data;
  return (
    <>
      <h1 className="d-flex flex-wrap align-items-center gap-2">
        <span>
          Change request {request.ModelChangeRequestId}: model {request.PcnCatalogNumber}
        </span>
        <span className="fs-5">
          <StatusBadge status={request.Status} />
        </span>
      </h1>
      <RequestFacts request={request} />
      {!request.ModelExists && (
        <Alert variant="secondary">Model {request.PcnCatalogNumber} no longer exists.</Alert>
      )}
      <RequestActions request={request} onReload={() => void detail.refetch()} />
      {request.Kind === 'Delete' ? (
        <p>Approving deletes the model and its rows from the catalogue.</p>
      ) : (
        <>
          <h2 className="h5">Proposed changes</h2>
          <DiffTable diff={request.Diff} />
        </>
      )}
    </>
  );
}

/** One change request: its facts, its diff and the moves the viewer may make (decision 179). */
export function ChangeRequestPage() {
  const params = changeRequestParams.safeParse(useParams());
  usePageMeta({
    title: [params.success ? `Change request ${params.data.id}` : 'Change request'],
    crumbs: null,
  });
  return (
    <section className="py-2">
      {params.success ? (
        <ChangeRequestView id={params.data.id} />
      ) : (
        <Alert variant="warning">Change request not found.</Alert>
      )}
    </section>
  );
}
