import Pagination from 'react-bootstrap/Pagination';
import { Link } from 'react-router';
import { pagerPages, searchPagePath } from '../../../ui/search-box/search-paths.ts';

interface Props {
  keyword: string;
  page: number;
  totalPages: number;
  /** Catalogue query kept on the page links. */
  search: string;
}

interface StepProps {
  to: string;
  disabled: boolean;
  symbol: string;
  label: string;
}

function Step({ to, disabled, symbol, label }: StepProps) {
  return (
    <Pagination.Item as={Link} to={to} disabled={disabled}>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </Pagination.Item>
  );
}

/** First, previous, a window of page numbers, next and last, as links to the search route. */
export function SearchPager({ keyword, page, totalPages, search }: Props) {
  if (totalPages <= 1) return null;
  const to = (n: number) => searchPagePath(keyword, n) + search;
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav aria-label="Search result pages">
      <Pagination className="flex-wrap">
        <Step to={to(1)} disabled={atStart} symbol="«" label="First page" />
        <Step to={to(page - 1)} disabled={atStart} symbol="‹" label="Previous page" />
        {pagerPages(page, totalPages).map((n) => (
          <Pagination.Item
            key={n}
            as={Link}
            to={to(n)}
            active={n === page}
            aria-label={n === page ? undefined : `Page ${n}`}
          >
            {n}
          </Pagination.Item>
        ))}
        <Step to={to(page + 1)} disabled={atEnd} symbol="›" label="Next page" />
        <Step to={to(totalPages)} disabled={atEnd} symbol="»" label="Last page" />
      </Pagination>
    </nav>
  );
}
