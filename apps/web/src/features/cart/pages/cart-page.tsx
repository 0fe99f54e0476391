import { cartInputEnabled, type Cart, type CartItem } from '@portal/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { useSite } from '../../../api/get-site.ts';
import { useCart, useCartEnabled } from '../../../ui/cart/use-cart.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePricingCustomer } from '../../../ui/model-table/use-customer-pricing.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';
import { CartActionBar } from '../components/cart-action-bar.tsx';
import { CartTable } from '../components/cart-table.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useCartActions } from '../components/use-cart-actions.ts';
import { useCartSelection } from '../components/use-cart-selection.ts';
import { QuickOrderPanel } from '../components/quick-order-panel.tsx';
import { quickOrderCustomer } from '../model/quick-order-cart.ts';
import '../components/cart.css';

interface Asking {
  message: string;
  ids: number[];
}

function CartView({ cart }: { cart: Cart }) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { search } = useCatalogQuery();
  // On a portal the catalogue, this page with it, lives under /catalog.
  const catalogue = pathname.startsWith('/catalog/') ? '/catalog' : '/';
  const actions = useCartActions();
  const selection = useCartSelection(cart.items);
  const [asking, setAsking] = useState<Asking | null>(null);
  const selected = cart.items.filter((i) => selection.ids.has(i.id));
  const user = useLiveUser();
  const inputEnabled = cartInputEnabled(site.Name, user?.Roles ?? null);
  const quickOrderFor = quickOrderCustomer({
    pricingCustomer: usePricingCustomer(),
    inputEnabled,
    permissions: user?.EffectivePermissions ?? null,
  });

  const askDelete = (item: CartItem) =>
    setAsking({ message: 'Do you really want to delete?', ids: [item.id] });
  const askDeleteSelected = () =>
    setAsking({
      message:
        selected.length === 1
          ? 'Do you really want to delete?'
          : 'Are you sure you want to delete all items?',
      ids: selected.map((i) => i.id),
    });

  return (
    <>
      <CartActionBar
        itemCount={selection.totals.itemCount}
        subTotal={selection.totals.subTotal}
        hasSelection={selection.some}
        canCheckout={selected.some((i) => i.status === 'Available')}
        busy={actions.busy}
        continueTo={catalogue + search}
        onDeleteSelected={askDeleteSelected}
        onDuplicateSelected={() => actions.duplicate(selected.map((i) => i.id))}
        // The checkout orders the selected lines (decision 033).
        onCheckout={() => void navigate(`/checkout?items=${selected.map((i) => i.id).join(',')}`)}
      />
      {cart.items.length === 0 && (
        <p className="text-body-secondary" role="status">
          Your cart is empty.
          {inputEnabled ? ' Enter a catalog number below to add a part.' : ''}
        </p>
      )}
      {quickOrderFor && <QuickOrderPanel customerNumber={quickOrderFor} />}
      {(cart.items.length > 0 || inputEnabled) && (
        <CartTable
          items={cart.items}
          selection={selection}
          actions={actions}
          inputEnabled={inputEnabled}
          showInventory={site.ShowInventory}
          onDelete={askDelete}
        />
      )}
      <ConfirmDialog
        message={asking?.message ?? null}
        confirmLabel="Delete"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) actions.remove(asking.ids);
          setAsking(null);
        }}
      />
    </>
  );
}

/** Route `cart` (/cart, title Cart). */
export function CartPage() {
  usePageMeta({ title: ['Cart'], crumbs: [{ label: 'Cart' }] });
  const enabled = useCartEnabled();
  const cart = useCart({ enabled });
  return (
    <>
      <h1 className="mb-3">Cart</h1>
      {!enabled ? (
        <p>The cart is not available on this site.</p>
      ) : cart.isPending ? (
        <Loading label="Loading your cart" />
      ) : cart.isError ? (
        <ErrorState
          title="Your cart could not be loaded"
          error={cart.error}
          onRetry={() => void cart.refetch()}
        />
      ) : (
        <CartView cart={cart.data} />
      )}
    </>
  );
}
