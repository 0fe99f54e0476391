import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isNotFound } from '../../../api/api-error.ts';
import { cartQueryOptions, useCartEnabled } from '../../../ui/cart/use-cart.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { CheckoutForm } from '../components/checkout-form.tsx';
import { ConfirmationModal } from '../components/confirmation-modal.tsx';
import { PaymentModal } from '../components/payment-modal.tsx';
import { VerificationModal } from '../components/verification-modal.tsx';
import { orderableLines } from '../model/order-review-groups.ts';
import { useCheckoutFlow } from './use-checkout-flow.ts';
import { useCheckoutForms } from './use-checkout-forms.ts';
import '../checkout.css';

/** `?items=3,5` checks out those cart lines (decision 033); without it, the whole cart. */
const parseItems = (text: string | null): number[] | undefined => {
  const ids = (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return ids.length > 0 ? ids : undefined;
};

const Notice = ({ text, to, action }: { text: string; to: string; action: string }) => (
  <div className="py-4">
    <p className="lead">{text}</p>
    <Link to={to} className="btn btn-primary">
      {action}
    </Link>
  </div>
);

/** Route `checkout` (/checkout): addresses, shipping, order review, payment. */
export function CheckoutPage() {
  usePageMeta({
    title: ['Checkout'],
    crumbs: [{ label: 'Cart', to: '/cart' }, { label: 'Checkout' }],
  });
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const items = parseItems(query.get('items'));
  const cartEnabled = useCartEnabled();
  const forms = useCheckoutForms();
  const flow = useCheckoutFlow(forms);
  const step = flow.step;
  // Once ordered, the chosen lines are gone from the cart: nothing more to load.
  const cart = useQuery({
    ...cartQueryOptions(items),
    enabled: cartEnabled && step.kind !== 'placed',
    // A removed line narrows the selection: keep showing the page while it reloads.
    placeholderData: keepPreviousData,
  });

  const body = () => {
    if (step.kind === 'placed')
      return (
        <Notice text="Thank you, your order has been placed." to="/" action="Continue Shopping" />
      );
    if (!cartEnabled) return <p className="lead">Checkout is not available on this site.</p>;
    if (cart.isPending) return <Loading label="Loading your cart" />;
    if (cart.isError && items && isNotFound(cart.error))
      return (
        <Notice text="The cart lines you chose have changed." to="/cart" action="Back to Cart" />
      );
    if (cart.isError) return <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />;
    if (orderableLines(cart.data.items).length === 0)
      return <Notice text="Your cart is empty." to="/" action="Continue Shopping" />;
    return (
      <CheckoutForm
        forms={forms}
        cart={cart.data}
        verifying={step.kind === 'verifying'}
        locked={step.kind !== 'editing'}
        orderError={flow.orderError}
        onPay={() => void flow.start(cart.data)}
        onLineRemoved={(id) => {
          if (!items) return;
          const rest = items.filter((i) => i !== id);
          if (rest.length === 0) void navigate('/cart');
          else setQuery({ items: rest.join(',') }, { replace: true });
        }}
      />
    );
  };

  return (
    <>
      <h1 className="mb-3">Checkout</h1>
      {body()}
      {step.kind === 'review' && (
        <VerificationModal
          review={step.review}
          entered={step.entered}
          onContinue={flow.continueWith}
          onClose={flow.cancel}
        />
      )}
      {step.kind === 'paying' && (
        <PaymentModal
          attempt={step.attempt}
          total={step.cart.total}
          billTo={step.billTo}
          onAuthorized={flow.placeOrder}
          onClose={flow.cancel}
        />
      )}
      {step.kind === 'placed' && (
        <ConfirmationModal
          orderId={step.orderId}
          publicKey={step.publicKey}
          email={step.email}
          onClose={() => void navigate('/')}
        />
      )}
    </>
  );
}
