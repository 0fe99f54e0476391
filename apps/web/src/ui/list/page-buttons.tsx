import Pagination from 'react-bootstrap/Pagination';

/** At most this many numbered page buttons (signed-in portals §9). */
const MAX_BUTTONS = 10;

/** The window of page numbers around the current page. */
export function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(MAX_BUTTONS / 2), pages - MAX_BUTTONS + 1));
  const last = Math.min(pages, first + MAX_BUTTONS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export interface PageRange {
  pages: number;
  hasNext: boolean;
}

interface PageFacts {
  page: number;
  pageSize: number;
  total: number;
  /** False when the server stopped counting at a cap: there are at least `total`. */
  totalIsExact: boolean;
  rowsOnPage: number;
}

/**
 * The pages to offer. A capped total does not end the list: a full page past the counted ones
 * may have another after it, so Next stays open until a page comes back short.
 */
export function pageRange({
  page,
  pageSize,
  total,
  totalIsExact,
  rowsOnPage,
}: PageFacts): PageRange {
  const counted = Math.max(1, Math.ceil(total / pageSize));
  if (totalIsExact) return { pages: counted, hasNext: page < counted };
  const pages = Math.max(counted, page);
  return { pages, hasNext: page < pages || rowsOnPage === pageSize };
}

interface Props extends PageRange {
  page: number;
  onPage: (page: number) => void;
  label: string;
}

/** Previous, up to 10 page numbers and next. */
export function PageButtons({ page, pages, hasNext, onPage, label }: Props) {
  // A page past the end (an old link) still offers the way back.
  if (pages <= 1 && page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label}>
      <Pagination className="flex-wrap">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous page</span>
        </Pagination.Prev>
        {pageWindow(page, pages).map((n) => (
          <Pagination.Item
            key={n}
            active={n === page}
            onClick={() => onPage(n)}
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
          >
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={!hasNext} onClick={() => onPage(page + 1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next page</span>
        </Pagination.Next>
      </Pagination>
    </nav>
  );
}
