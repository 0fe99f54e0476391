import Pagination from 'react-bootstrap/Pagination';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}

/** At most this many numbered page buttons (signed-in portals §9). */
const MAX_BUTTONS = 10;

/** The window of page numbers around the current page. */
export function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(MAX_BUTTONS / 2), pages - MAX_BUTTONS + 1));
  const last = Math.min(pages, first + MAX_BUTTONS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Previous, up to 10 page numbers and next, for the account lists. */
export function PageButtons({ page, pageSize, total, onPage, label }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
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
        <Pagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next page</span>
        </Pagination.Next>
      </Pagination>
    </nav>
  );
}
