import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';

/** The 404-style card of an order that does not exist (or that the visitor may not see). */
export function OrderNotFound() {
  return (
    <Card className="my-4 mx-auto text-center order-not-found">
      <Card.Body className="py-5">
        <p className="display-4 text-secondary mb-2" aria-hidden="true">
          404
        </p>
        <h1 className="h3">Error - Order not found</h1>
        <p className="text-secondary">
          Check the link in your order confirmation e-mail, or contact us with your order number.
        </p>
        <Link to="/" className="btn btn-primary">
          Return home
        </Link>
      </Card.Body>
    </Card>
  );
}
