import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { isNotFound } from '../api/api-error.ts';
import { useCatalogs } from '../api/get-catalogs.ts';
import { useSite } from '../api/get-site.ts';
import { ErrorState } from './error-state.tsx';
import { useCatalogQuery } from './use-catalog-query.ts';

/**
 * A catalogue that failed to load. An unknown catalogue (a mistyped or withdrawn `catalogId`)
 * will not appear by trying again: it offers the site's own catalogue instead.
 */
export function CatalogLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const site = useSite();
  const catalogs = useCatalogs();
  const { isPreview } = useCatalogQuery();
  if (!isNotFound(error))
    return <ErrorState title="The catalogue could not be loaded" error={error} onRetry={onRetry} />;
  const home = catalogs.find((c) => c.CatalogId === site.CatalogId);
  return (
    <Alert variant="warning" className="my-3">
      <Alert.Heading as="h2" className="h5">
        Catalog Not Found
      </Alert.Heading>
      <p>This site has no such catalogue: the link may be mistyped, or the catalogue withdrawn.</p>
      <Link
        to={{ pathname: '/', search: isPreview ? '?isPreview=true' : '' }}
        className="alert-link"
      >
        Go to {home?.DisplayName ?? 'the catalogue'}
      </Link>
    </Alert>
  );
}
