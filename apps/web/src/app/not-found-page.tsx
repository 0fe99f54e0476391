import { Link, useLocation } from 'react-router';
import { catalogSearch } from '../ui/catalog-paths.ts';
import { usePageMeta } from '../ui/page-meta.ts';

export function NotFoundPage() {
  const { search } = useLocation();
  usePageMeta({ title: ['Page Not Found'], crumbs: [{ label: 'Page Not Found' }] });
  return (
    <div className="py-4">
      <h1>Page Not Found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <Link to={{ pathname: '/', search: catalogSearch(search) }}>Go to Product Search</Link>
    </div>
  );
}
