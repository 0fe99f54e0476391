import type { SearchResult } from '@portal/domain';
import { Link } from 'react-router';
import { searchResultTo } from '../../../ui/search-box/result-route.ts';
import { ResultSummary } from '../../../ui/search-box/result-summary.tsx';

/** The results of one page, each a link to its product page. */
export function SearchResultList({ results, search }: { results: SearchResult[]; search: string }) {
  return (
    <ul className="list-group mb-3" aria-label="Search results">
      {results.map((result, index) => (
        <li key={`${result.ResultType}-${result.Name}-${index}`} className="list-group-item">
          <Link to={searchResultTo(result, search)} className="search-result-link d-block">
            <ResultSummary result={result} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
