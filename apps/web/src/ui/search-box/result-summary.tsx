import type { SearchResult, SearchResultType } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';
import { ImageWithPlaceholder } from '../image-with-placeholder.tsx';
import { searchResultPaths } from './result-route.ts';

const BADGE: Record<SearchResultType, string> = {
  Model: 'primary',
  Table: 'success',
  Product: 'secondary',
};

/** A search result as a row shows it: 80x80 image, name, Model/Table/Product badge, path. */
export function ResultSummary({ result }: { result: SearchResult }) {
  const [catalogue, place] = searchResultPaths(result);
  return (
    <span className="search-result d-flex align-items-center gap-3">
      <ImageWithPlaceholder
        src={result.ImagePath}
        alt=""
        width={80}
        height={80}
        className="search-result-image"
      />
      <span className="d-block min-w-0">
        <span className="search-result-name fw-semibold me-2">{result.Name}</span>
        <Badge bg={BADGE[result.ResultType]}>{result.ResultType}</Badge>
        <span className="d-block small text-body-secondary">{catalogue}</span>
        {place && <span className="d-block small text-body-secondary">{place}</span>}
      </span>
    </span>
  );
}
