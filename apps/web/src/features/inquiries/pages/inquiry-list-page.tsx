import { INQUIRY_LIST_PAGE_SIZE, INQUIRY_LIST_TABS } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { savedInquiryFiltersQuery, useInquiries } from '../../../api/inquiries/get-inquiries.ts';
import { EstimateBanner } from '../../../ui/inquiries/estimate-banner.tsx';
import { FilteredBy } from '../../../ui/list/filtered-by.tsx';
import { ListToolbar } from '../../../ui/list/list-toolbar.tsx';
import { PagedList } from '../../../ui/list/paged-list.tsx';
import { nextSort, tabOf, withChange, withText } from '../../../ui/list/tabbed-search.ts';
import { useSavedSearch } from '../../../ui/list/use-saved-search.ts';
import { readerTimeZone } from '../../../ui/orders/order-dates.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { RouteTabs } from '../../../ui/route-tabs/route-tabs.tsx';
import { InquiryTable } from '../components/inquiry-table.tsx';
import { apiQueryOf, DEFAULT_INQUIRY_SEARCH, INQUIRY_SEARCH } from '../model/inquiry-search.ts';

/** Route /inquiry (list-inquiry): the inquiries the user may see, 10 a page (§2.11). */
export function InquiryListPage() {
  usePageMeta({ title: ['Inquiries'], crumbs: null });
  const { search, change, ready } = useSavedSearch(INQUIRY_SEARCH, savedInquiryFiltersQuery);
  const [timeZone] = useState(readerTimeZone);
  const inquiries = useInquiries(apiQueryOf(search, timeZone), { enabled: ready });

  const results = (
    <PagedList
      list={inquiries}
      page={search.page}
      pageSize={INQUIRY_LIST_PAGE_SIZE}
      onPage={(page) => change((s) => ({ ...s, page }))}
      pagesLabel="Inquiry list pages"
    >
      {(rows) => (
        <InquiryTable
          rows={rows}
          search={search}
          onSort={(column) => change((s) => nextSort(s, column))}
          onFilter={(key, value) => change((s) => withText(s, key, value), { replace: true })}
        />
      )}
    </PagedList>
  );
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="mb-0">Inquiries</h1>
        {/* Whoever the list opens for may open the wizard: both sit behind the same guard. */}
        <Link to="/inquiry/new" className="btn btn-primary">
          Create Inquiry
        </Link>
      </div>
      <EstimateBanner />
      <ListToolbar shape={INQUIRY_SEARCH} search={search} change={change} />
      <FilteredBy
        shape={INQUIRY_SEARCH}
        search={search}
        onRemove={(key) => change((s) => withText(s, key, ''))}
        onReset={() => change(() => DEFAULT_INQUIRY_SEARCH)}
      />
      <RouteTabs
        id="inquiry-status"
        label="Inquiry status"
        variant="tabs"
        activeKey={search.tab}
        onSelect={(key) => {
          const tab = tabOf(INQUIRY_SEARCH, key);
          if (tab) change((s) => withChange(s, { tab }));
        }}
        tabs={INQUIRY_LIST_TABS.map((tab) => ({ key: tab, title: tab, content: results }))}
      />
    </>
  );
}
