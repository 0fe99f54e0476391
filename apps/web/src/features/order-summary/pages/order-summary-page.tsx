import { readerDocumentLevel, seesOrderComments } from '@portal/domain';
import { useParams } from 'react-router';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { useSite } from '../../../api/get-site.ts';
import { isNotFound } from '../../../api/api-error.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { NotFoundCard } from '../../../ui/summary/not-found-card.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderBlocks } from '../components/order-blocks.tsx';
import { OrderHeading } from '../components/order-heading.tsx';
import { OrderTabs } from '../components/order-tabs.tsx';

/**
 * Route `order_summary`: an order by its PublicKey (guests) or order number (signed in). The
 * server shapes the order for its reader (`ViewedAs`); the page shows what that reader may see.
 */
export function OrderSummaryPage() {
  const invoiceNo = useParams().invoiceNo ?? '';
  usePageMeta({ title: ['Order Summary'], crumbs: [{ label: 'Order Summary' }] });
  const site = useSite();
  const user = useLiveUser();
  // The spec's order summary switches to its phone layout at a window width of 1024.
  const compact = useMediaQuery('(max-width: 1024px)');
  const order = useOrder(invoiceNo);

  if (order.isPending) return <Loading label="Loading the order" />;
  if (order.isError) {
    if (isNotFound(order.error))
      return (
        <NotFoundCard
          title="Error - Order not found"
          hint="Check the link in your order confirmation e-mail, or contact us with your order number."
        />
      );
    return (
      <ErrorState
        title="The order could not be loaded"
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return (
    <div className={compact ? 'order-summary order-summary-compact' : 'order-summary'}>
      <OrderHeading order={order.data} />
      <OrderBlocks order={order.data} invoiceNo={invoiceNo} />
      <OrderTabs
        order={order.data}
        invoiceNo={invoiceNo}
        documentLevel={readerDocumentLevel(
          site.ManageDocuments,
          user?.EffectivePermissions ?? null,
        )}
        showComments={seesOrderComments(order.data.ViewedAs)}
        compact={compact}
      />
    </div>
  );
}
