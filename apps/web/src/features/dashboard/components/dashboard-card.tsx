import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { countFooter } from '../model/dashboard-cards.ts';

interface Props {
  title: string;
  /** How many records the card holds; null while they load. */
  count: number | null;
  error?: unknown;
  onRetry?: () => void;
  /** Where the whole list lives, e.g. the order list on the card's tab. */
  more?: { to: string; label: string };
  children?: ReactNode;
}

const headingId = (title: string) => `card-${title.toLowerCase().replace(/\W+/g, '-')}`;

/** One dashboard card: its records, 'No records are present.' when none, and their count. */
export function DashboardCard({ title, count, error, onRetry, more, children }: Props) {
  const id = headingId(title);
  let body: ReactNode = children;
  if (error)
    body = (
      <Alert variant="danger" className="mb-0">
        {error instanceof Error && error.message ? error.message : 'The request did not succeed.'}
        {onRetry && (
          <Button variant="link" size="sm" className="ms-1 p-0 align-baseline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    );
  else if (count === 0) body = <p className="text-body-secondary mb-0">No records are present.</p>;
  return (
    <Card as="section" className="h-100 dashboard-card" aria-labelledby={id}>
      <Card.Header as="h2" className="h6 mb-0" id={id}>
        {title}
      </Card.Header>
      <Card.Body className="dashboard-card-body">{body}</Card.Body>
      <Card.Footer className="d-flex justify-content-between small text-body-secondary">
        <span aria-live="polite">{error ? '' : countFooter(count)}</span>
        {more && count !== null && count > 0 && <Link to={more.to}>{more.label}</Link>}
      </Card.Footer>
    </Card>
  );
}
