import { Link } from 'react-router';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useChangeRequests } from '../api/get-change-requests.ts';
import { ChangeRequestTable } from '../components/change-request-table.tsx';
import { PagedRequests } from '../components/paged-requests.tsx';

const MINE = { scope: 'mine' } as const;

/** The change-request site's home: the user's own requests and where each one stands. */
export function MyRequestsPage() {
  usePageMeta({ title: ['My change requests'], crumbs: null });
  const list = useChangeRequests(MINE);
  return (
    <section className="py-2">
      <h1>My change requests</h1>
      <p className="lead">
        Propose a change from a model table in the <Link to="/catalog">catalog</Link>; a reviewer
        approves, rejects or asks for changes.
      </p>
      <PagedRequests list={list}>
        {(requests) => (
          <ChangeRequestTable
            label="My change requests"
            requests={requests}
            empty="No change requests yet."
            showProposer={false}
          />
        )}
      </PagedRequests>
    </section>
  );
}
