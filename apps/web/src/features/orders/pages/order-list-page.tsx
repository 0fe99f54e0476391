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
import { FilteredBy } from '../../../ui/list/filtered-by.tsx';
import { ListToolbar } from '../../../ui/list/list-toolbar.tsx';
import { PagedList } from '../../../ui/list/paged-list.tsx';
import { nextSort, tabOf, withChange, withText } from '../../../ui/list/tabbed-search.ts';
import { useSavedSearch } from '../../../ui/list/use-saved-search.ts';
import { readerTimeZone } from '../../../ui/orders/order-dates.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { RouteTabs } from '../../../ui/route-tabs/route-tabs.tsx';
import { useIsDesktop } from '../../../ui/use-media-query.ts';
import { savedFiltersQuery } from '../api/get-saved-filters.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderTable } from '../components/order-table.tsx';
import { canCreateInquiry, canCreateOrder, salesRepChoices } from '../model/order-list-actions.ts';
import { apiQueryOf, DEFAULT_ORDER_SEARCH, ORDER_SEARCH } from '../model/order-search.ts';

function OrderList({ user, siteKind }: { user: SessionUser; siteKind: SiteKind }) {
  const { search, change, ready } = useSavedSearch(ORDER_SEARCH, savedFiltersQuery);
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
      <ListToolbar
        shape={ORDER_SEARCH}
        search={search}
        change={change}
        salesReps={{ key: 'salesRep', choices: salesRepChoices(user) }}
      />
      <FilteredBy
        shape={ORDER_SEARCH}
        search={search}
        onRemove={(key) => change((s) => withText(s, key, ''))}
        onReset={() => change(() => DEFAULT_ORDER_SEARCH)}
      />
      <RouteTabs
        id="order-status"
        label="Order status"
        variant="tabs"
        activeKey={search.tab}
        onSelect={(key) => {
          const tab = tabOf(ORDER_SEARCH, key);
          if (tab) change((s) => withChange(s, { tab }));
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
