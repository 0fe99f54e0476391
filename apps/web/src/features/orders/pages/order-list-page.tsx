import {
  ORDER_LIST_PAGE_SIZE,
  ORDER_LIST_TABS,
  siteKindOf,
  type SessionUser,
  type SiteKind,
} from '@portal/domain';
import { useState } from 'react';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { useSite } from '../../../api/get-site.ts';
import { useOrders } from '../../../api/orders/get-orders.ts';
import { PagedList } from '../../../ui/list/paged-list.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { RouteTabs } from '../../../ui/route-tabs/route-tabs.tsx';
import { useIsDesktop } from '../../../ui/use-media-query.ts';
import { FilteredBy } from '../components/filtered-by.tsx';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderTable } from '../components/order-table.tsx';
import { OrderToolbar } from '../components/order-toolbar.tsx';
import { useOrderSearch } from '../components/use-order-search.ts';
import { canCreateInquiry, canCreateOrder, salesRepChoices } from '../model/order-list-actions.ts';
import {
  apiQueryOf,
  DEFAULT_ORDER_SEARCH,
  isOrderListTab,
  nextSort,
  withChange,
  withText,
} from '../model/order-search.ts';

const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function OrderList({ user, siteKind }: { user: SessionUser; siteKind: SiteKind }) {
  const { search, change, ready } = useOrderSearch();
  const [timeZone] = useState(readerTimeZone);
  const orders = useOrders(apiQueryOf(search, timeZone), { enabled: ready });
  const compact = !useIsDesktop();

  const results = (
    <PagedList
      list={orders}
      page={search.page}
      pageSize={ORDER_LIST_PAGE_SIZE}
      onPage={(page) => change((s) => ({ ...s, page }))}
      pagesLabel="Order list pages"
    >
      {(rows) => (
        <OrderTable
          rows={rows}
          search={search}
          onSort={(column) => change((s) => nextSort(s, column))}
          onFilter={(key, value) => change((s) => withText(s, key, value), { replace: true })}
          compact={compact}
        />
      )}
    </PagedList>
  );
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="mb-0">Sales Orders</h1>
        <OrderActions
          createOrder={canCreateOrder(user)}
          createInquiry={canCreateInquiry(user, siteKind)}
        />
      </div>
      <OrderToolbar search={search} change={change} salesReps={salesRepChoices(user)} />
      <FilteredBy
        search={search}
        onRemove={(key) => change((s) => withText(s, key, ''))}
        onReset={() => change(() => DEFAULT_ORDER_SEARCH)}
      />
      <RouteTabs
        id="order-status"
        label="Order status"
        variant="tabs"
        activeKey={search.tab}
        onSelect={(tab) => {
          if (isOrderListTab(tab)) change((s) => withChange(s, { tab }));
        }}
        tabs={ORDER_LIST_TABS.map((tab) => ({ key: tab, title: tab, content: results }))}
      />
    </>
  );
}

/** Route /orders: the sales orders the user may see, 10 a page, searched from the address. */
export function OrderListPage() {
  usePageMeta({ title: ['Orders'], crumbs: null });
  const user = useLiveUser();
  const site = useSite();
  // The Orders area opens only for a signed-in user; a session that ends meanwhile shows nothing.
  if (!user) return null;
  return <OrderList user={user} siteKind={siteKindOf(site.Name)} />;
}
