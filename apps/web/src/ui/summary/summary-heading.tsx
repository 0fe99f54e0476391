import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate } from 'react-router';

interface Props {
  title: string;
  /** Beside the title: the status. */
  badge: ReactNode;
  /** Before Close summary: what the reader may do with what the summary shows. */
  actions?: ReactNode;
}

/** A summary's title row: a back arrow when there is history, the status, actions and Close summary. */
export function SummaryHeading({ title, badge, actions }: Props) {
  const navigate = useNavigate();
  // The first page of a visit has the 'default' location key: there is nowhere to go back to.
  const hasHistory = useLocation().key !== 'default';
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      {hasHistory && (
        <Button
          variant="link"
          className="p-1 fs-4 text-decoration-none"
          aria-label="Back"
          onClick={() => navigate(-1)}
        >
          <span aria-hidden="true">←</span>
        </Button>
      )}
      <h1 className="h3 mb-0 me-2">{title}</h1>
      {badge}
      <span className="ms-auto" />
      {actions}
      <Button variant="outline-secondary" onClick={() => navigate('/')}>
        Close summary
      </Button>
    </div>
  );
}
