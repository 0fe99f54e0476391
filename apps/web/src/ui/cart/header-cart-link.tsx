import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { useSite } from '../../api/get-site.ts';
import { cartPath } from './cart-rules.ts';
import { CartIcon } from './icons.tsx';
import { useCart, useCartEnabled } from './use-cart.ts';

/** The header's cart icon with the item count; only where the catalogue enables the cart. */
export function HeaderCartLink({ className = '' }: { className?: string }) {
  const site = useSite();
  const enabled = useCartEnabled();
  const cart = useCart({ enabled });
  if (!enabled) return null;
  const count = cart.data?.totalItemsCount ?? 0;
  return (
    <Link
      to={cartPath(site.Name)}
      className={`btn btn-outline-primary d-inline-flex align-items-center gap-1 header-cart ${className}`.trim()}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <CartIcon />
      <Badge bg="primary" pill aria-hidden="true" data-testid="cart-count">
        {count}
      </Badge>
    </Link>
  );
}
