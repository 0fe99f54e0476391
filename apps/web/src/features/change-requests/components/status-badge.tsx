import { changeRequestStatusLabel, type ChangeRequestStatusValue } from '@portal/domain';

/** Bootstrap's text-bg pairs keep the badge's text readable on every colour. */
const tone: Record<ChangeRequestStatusValue, string> = {
  Submitted: 'text-bg-info',
  ChangesRequested: 'text-bg-warning',
  Approved: 'text-bg-success',
  Rejected: 'text-bg-danger',
  Withdrawn: 'text-bg-secondary',
};

/** A request's status in the spec's words ('Waiting for review', 'Changes requested' …). */
export function StatusBadge({ status }: { status: ChangeRequestStatusValue }) {
  return <span className={`badge ${tone[status]}`}>{changeRequestStatusLabel[status]}</span>;
}
