import Badge from 'react-bootstrap/Badge';

/** Marks content that is published only in preview mode. */
export function PreviewBadge({ show = true }: { show?: boolean }) {
  if (!show) return null;
  return (
    <Badge bg="warning" text="dark" className="ms-2 align-middle">
      Preview
    </Badge>
  );
}
