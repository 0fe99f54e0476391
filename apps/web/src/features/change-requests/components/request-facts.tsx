import type { ChangeRequestDetail } from '@portal/domain';
import type { ReactNode } from 'react';
import { dateTime } from '../../../ui/orders/order-dates.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-3 col-lg-2">{label}</dt>
      <dd className="col-sm-9 col-lg-10 text-break">{children}</dd>
    </>
  );
}

/** Who proposed what and when, their comment, and the reviewer's decision with its reason. */
export function RequestFacts({ request }: { request: ChangeRequestDetail }) {
  return (
    <dl className="row mb-3">
      <Fact label="Kind">{request.Kind === 'Delete' ? 'Delete the model' : 'Change fields'}</Fact>
      <Fact label="Proposed by">
        {request.RequestedBy}, {dateTime(request.RequestedAt)}
      </Fact>
      <Fact label="Comment">{request.Comment || '(none)'}</Fact>
      {request.ReviewedBy && (
        <Fact label="Reviewed by">
          {request.ReviewedBy}
          {request.ReviewedAt ? `, ${dateTime(request.ReviewedAt)}` : ''}
        </Fact>
      )}
      {request.Reason && <Fact label="Reason">{request.Reason}</Fact>}
    </dl>
  );
}
