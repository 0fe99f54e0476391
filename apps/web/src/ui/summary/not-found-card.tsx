import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';

/** The 404-style card of a summary whose order or inquiry does not exist (or is not the reader's). */
export function NotFoundCard({ title, hint }: { title: string; hint: string }) {
  return (
    <Card className="my-4 mx-auto text-center">
      <Card.Body className="py-5">
        <p className="display-4 text-secondary mb-2" aria-hidden="true">
          404
        </p>
        <h1 className="h3">{title}</h1>
        <p className="text-secondary">{hint}</p>
        <Link to="/" className="btn btn-primary">
          Return home
        </Link>
      </Card.Body>
    </Card>
  );
}
