import type { InquiryStatus } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';

const statusColour: Record<InquiryStatus, { bg: string; text?: 'dark' }> = {
  Pending: { bg: 'warning', text: 'dark' },
  Cancelled: { bg: 'danger' },
  Converted: { bg: 'success' },
};

/** An inquiry's status beside its title. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { bg, text } = statusColour[status];
  return (
    <Badge bg={bg} text={text} className="fs-6" aria-label={`Status: ${status}`}>
      {status}
    </Badge>
  );
}
