import { SupersessionMessage, type SearchResult, type SearchResultType } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';
import { ImageWithPlaceholder } from '../image-with-placeholder.tsx';
import { searchResultDetails, searchResultPaths } from './result-route.ts';

const BADGE: Record<SearchResultType, string> = {
  Model: 'primary',
  Table: 'success',
  Product: 'secondary',
};

interface Props {
  result: SearchResult;
  /** A suggestion: one line each for name, model number, description and path, cut short. */
  compact?: boolean;
}

/**
 * A search result as a row shows it: image, name, Model/Table/Product badge, a model's number
 * and description, and its path in the catalogue.
 */
export function ResultSummary({ result, compact = false }: Props) {
  const [catalogue, place] = searchResultPaths(result);
  const details = searchResultDetails(result);
  const line = `d-block small text-body-secondary${compact ? ' text-truncate' : ''}`;
  return (
    <span className="search-result d-flex align-items-center">
      <ImageWithPlaceholder
        src={result.ImagePath}
        alt=""
        width={80}
        height={80}
        className="search-result-image"
      />
      <span className="search-result-text d-block">
        <span className="d-flex align-items-center gap-2">
          <span className={`search-result-name fw-semibold${compact ? ' text-truncate' : ''}`}>
            {result.Name}
          </span>
          <Badge bg={BADGE[result.ResultType]}>{result.ResultType}</Badge>
          {result.Replaces && (
            <Badge bg="warning" text="dark" className="search-result-replaces">
              {SupersessionMessage.replaces(result.Replaces)}
            </Badge>
          )}
        </span>
        {compact ? (
          details.map((detail) => (
            <span key={detail} className="search-result-detail d-block text-truncate">
              {detail}
            </span>
          ))
        ) : details.length > 0 ? (
          <span className="search-result-detail d-block small">{details.join(' · ')}</span>
        ) : null}
        {compact ? (
          <span className={line}>{[catalogue, place].filter(Boolean).join(' > ')}</span>
        ) : (
          <>
            <span className={line}>{catalogue}</span>
            {place && <span className={line}>{place}</span>}
          </>
        )}
      </span>
    </span>
  );
}
