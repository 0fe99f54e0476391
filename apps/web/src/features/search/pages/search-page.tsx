import { SEARCH_PAGE_SIZE } from '@portal/domain';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useSite } from '../../../api/get-site.ts';
import { parseIsPreview } from '../../../ui/catalog-paths.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { useSearchResults } from '../../../ui/search-box/get-search-results.ts';
import { searchResultTo } from '../../../ui/search-box/result-route.ts';
import {
  lastPageInstead,
  MAX_KEYWORD_LENGTH,
  MAX_SEARCH_PAGE,
  parsePage,
  readKeyword,
  searchPagePath,
  showingRecordsText,
} from '../../../ui/search-box/search-paths.ts';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';
import { SearchPager } from '../components/search-pager.tsx';
import { SearchResultList } from '../components/search-result-list.tsx';

const NO_RESULTS = <p className="lead">No results found.</p>;

/** Route `search`: `/search/{keyword?}/{page?}`, query catalogId and strIsPreview. */
export function SearchPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const site = useSite();
  const { catalogId, isPreview, search } = useCatalogQuery();
  const keyword = readKeyword(params.keyword);
  const pageInPath = parsePage(params.page);
  const hydrated = useHydrated();
  // A search without a (valid) page number shows page 1, whose address replaces it.
  const page = pageInPath ?? 1;
  const tooLong = keyword.length > MAX_KEYWORD_LENGTH;
  usePageMeta({ title: ['Search Results'], crumbs: [{ label: 'Search Results' }] });

  const results = useSearchResults({
    keyword: tooLong ? '' : keyword,
    // A page past the results (even past what the server pages) leads to the last one.
    page: Math.min(page, MAX_SEARCH_PAGE),
    pageSize: SEARCH_PAGE_SIZE,
    catalogId,
    // The spec names the preview flag of this route strIsPreview; isPreview works too.
    isPreview: isPreview || parseIsPreview(query.get('strIsPreview')),
    siteName: site.Name,
  });

  const kept = query.toString() ? `?${query.toString()}` : '';
  const data = results.data;
  // A replacement found by its old number stays listed, so the buyer sees what it replaces.
  if (data && data.Total === 1 && data.List.length === 1 && page === 1 && !data.List[0]!.Replaces)
    return <Navigate replace to={searchResultTo(data.List[0]!, search)} />;
  const last = data ? lastPageInstead(page, data.TotalPages) : null;
  if (last !== null) return <Navigate replace to={searchPagePath(keyword, last) + kept} />;

  return (
    <>
      {/* After the page is drawn, not instead of it: the server renders page 1 at once. */}
      {keyword && pageInPath === null && hydrated && (
        <Navigate replace to={searchPagePath(keyword, 1) + kept} />
      )}
      <h1 className="mb-3">Search Results</h1>
      {tooLong ? (
        <p className="lead">
          A search can be at most {MAX_KEYWORD_LENGTH} characters long. Shorten it and search again.
        </p>
      ) : !keyword ? (
        NO_RESULTS
      ) : results.isPending ? (
        <Loading label="Searching" />
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : data && data.Total > 0 ? (
        <>
          <p aria-live="polite">{showingRecordsText(data.Page, data.PageSize, data.Total)}</p>
          <SearchResultList results={data.List} search={search} />
          <SearchPager
            keyword={keyword}
            page={data.Page}
            totalPages={data.TotalPages}
            search={search}
          />
        </>
      ) : (
        NO_RESULTS
      )}
    </>
  );
}
