import { lazy, Suspense, useState } from 'react';
import { Loading } from '../../../ui/loading.tsx';

const QuickOrderForm = lazy(() =>
  import('./quick-order-form.tsx').then((m) => ({ default: m.QuickOrderForm })),
);

/**
 * The cart's 'Quick order' (decision 160): closed at first; opened, it loads the form, which
 * then stays as it was (its lines not added included) while the panel is closed and reopened.
 */
export function QuickOrderPanel({ customerNumber }: { customerNumber: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <section className="border rounded mb-3" aria-labelledby="cart-quick-order-toggle">
      <h2 className="h6 mb-0">
        <button
          type="button"
          id="cart-quick-order-toggle"
          className="btn w-100 text-start d-flex align-items-center gap-2 py-2"
          aria-expanded={open}
          aria-controls="cart-quick-order-body"
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          <span className="fw-semibold">Quick order</span>
          <span className="small text-body-secondary d-none d-sm-inline">
            paste or upload catalog numbers and quantities
          </span>
        </button>
      </h2>
      <div id="cart-quick-order-body" className="px-2 pb-2" hidden={!open}>
        {opened && (
          <Suspense fallback={<Loading label="Loading the quick order" />}>
            <QuickOrderForm customerNumber={customerNumber} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
