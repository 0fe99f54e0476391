import { canUseModule, ChangeRequestMessage, ModuleId } from '@portal/domain';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useChangeRequests } from '../api/get-change-requests.ts';
import { ChangeRequestTable } from '../components/change-request-table.tsx';
import { PagedRequests } from '../components/paged-requests.tsx';
import { ReviewFilterForm } from '../components/review-filter-form.tsx';
import {
  isDefaultReview,
  reviewFiltersOf,
  reviewListFilter,
  reviewQueryOf,
} from '../model/review-filters.ts';

/** The queue itself: the filters in the address, oldest waiting first, Load more. */
function ReviewQueue() {
  const [query, setQuery] = useSearchParams();
  const filters = reviewFiltersOf(query);
  const list = useChangeRequests(reviewListFilter(filters));
  return (
    <>
      <ReviewFilterForm
        key={query.toString()}
        applied={filters}
        onApply={(next) => setQuery(reviewQueryOf(next))}
      />
      <PagedRequests list={list}>
        {(requests) => (
          <ChangeRequestTable
            label="Change requests to review"
            requests={requests}
            empty={
              isDefaultReview(filters)
                ? 'Nothing is waiting for review.'
                : 'No change requests match the filters.'
            }
            showProposer
          />
        )}
      </PagedRequests>
    </>
  );
}

/** The reviewer's queue (decision 179); deciding needs the module's execute flag. */
export function ReviewPage() {
  usePageMeta({ title: ['Review change requests'], crumbs: null });
  const user = useLiveUser();
  const reviewer =
    !!user && canUseModule(user.EffectivePermissions, ModuleId.ChangeRequests, 'execute');
  return (
    <section className="py-2">
      <h1>Review change requests</h1>
      {reviewer ? (
        <ReviewQueue />
      ) : (
        <Alert variant="warning">{ChangeRequestMessage.reviewersOnly}</Alert>
      )}
    </section>
  );
}
