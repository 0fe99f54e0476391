import type { InquiryAnswer } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { SummaryHeading } from '../../../ui/summary/summary-heading.tsx';
import { convertPath, type InquiryActions } from '../model/inquiry-rules.ts';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';

interface Props {
  inquiry: InquiryAnswer;
  can: InquiryActions;
  onCancel: () => void;
}

/** Title row: the inquiry's number and status, what customer service may do, Close summary. */
export function InquiryHeading({ inquiry, can, onCancel }: Props) {
  return (
    <SummaryHeading
      title={`Inquiry ${inquiry.InquiryId}`}
      badge={<InquiryStatusBadge status={inquiry.Status} />}
      actions={
        <>
          {can.canCancel && (
            <Button variant="outline-danger" onClick={onCancel}>
              Cancel Inquiry
            </Button>
          )}
          {can.canConvert && (
            <Link to={convertPath(inquiry.InquiryId)} className="btn btn-primary">
              Convert to Order
            </Link>
          )}
        </>
      }
    />
  );
}
