import { Navigate, useLocation } from 'react-router';

/**
 * The catalogue pages link from the site's root (/heaters/...); on a portal the catalogue sits
 * under /catalog, so any other path is the catalogue's (docs/decisions/080).
 */
export function CatalogueRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={{ pathname: `/catalog${pathname}`, search, hash }} />;
}
