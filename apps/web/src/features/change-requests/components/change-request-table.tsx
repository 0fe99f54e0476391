import type { ChangeRequestSummary } from '@portal/domain';
import { Link } from 'react-router';
import { fieldLabel, useFieldDisplayNames } from '../../../api/change-log/field-names.ts';
import { ListCell, ListTable } from '../../../ui/list/list-table.tsx';
import { dateTime } from '../../../ui/orders/order-dates.ts';
import { StatusBadge } from './status-badge.tsx';

interface Props {
  label: string;
  requests: readonly ChangeRequestSummary[];
  empty: string;
  /** The queue names who proposed each request; the user's own list does not. */
  showProposer: boolean;
}

/** A delete, or the proposed fields by their display names once the definitions are read. */
const whatOf = (request: ChangeRequestSummary, names: ReadonlyMap<string, string> | undefined) =>
  request.Kind === 'Delete'
    ? 'Delete the model'
    : request.Fields.map((field) => fieldLabel(names, 'Model', field)).join(', ');

/** Change requests as rows (cards on a phone), each opening its own page. */
export function ChangeRequestTable({ label, requests, empty, showProposer }: Props) {
  const names = useFieldDisplayNames().data;
  const headings = [
    'Request',
    'Model',
    'Changes',
    'Status',
    ...(showProposer ? ['Proposed by'] : []),
    'Proposed',
    'Reviewer’s reason',
  ];
  return (
    <ListTable label={label} headings={headings} rows={requests} empty={empty}>
      {(request) => (
        <tr key={request.ModelChangeRequestId}>
          <ListCell label="Request">
            <Link to={`/requests/${request.ModelChangeRequestId}`}>
              Request {request.ModelChangeRequestId}
            </Link>
          </ListCell>
          <ListCell label="Model">{request.PcnCatalogNumber}</ListCell>
          <ListCell label="Changes">
            <span className="text-break">{whatOf(request, names)}</span>
          </ListCell>
          <ListCell label="Status">
            <StatusBadge status={request.Status} />
          </ListCell>
          {showProposer && <ListCell label="Proposed by">{request.RequestedBy}</ListCell>}
          <ListCell label="Proposed">{dateTime(request.RequestedAt)}</ListCell>
          <ListCell label="Reviewer’s reason">
            <span className="text-break">{request.Reason ?? ''}</span>
          </ListCell>
        </tr>
      )}
    </ListTable>
  );
}
