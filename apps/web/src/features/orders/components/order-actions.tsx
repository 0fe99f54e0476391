import { Link } from 'react-router';

interface Props {
  createOrder: boolean;
  createInquiry: boolean;
}

/** The order list's ways to start something new (signed-in portals §2.9). */
export function OrderActions({ createOrder, createInquiry }: Props) {
  if (!createOrder && !createInquiry) return null;
  return (
    <div className="d-flex flex-wrap gap-2">
      {createOrder && (
        <Link to="/new" className="btn btn-primary">
          Create Order
        </Link>
      )}
      {createInquiry && (
        <Link to="/inquiry/new" className="btn btn-outline-primary">
          Create Inquiry
        </Link>
      )}
    </div>
  );
}
