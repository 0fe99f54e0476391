import Badge from 'react-bootstrap/Badge';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { useSite } from '../../api/get-site.ts';
import { HeaderCartLink } from '../../ui/cart/header-cart-link.tsx';
import { HeaderSearch } from '../../ui/search-box/header-search.tsx';
import { useCatalogQuery } from '../../ui/use-catalog-query.ts';
import { CatalogSwitcher } from './catalog-switcher.tsx';
import { CategoryMenu } from './category-menu.tsx';

const isExternal = (href: string): boolean => /^https?:\/\//i.test(href);

function SiteLogo() {
  const site = useSite();
  const { search } = useCatalogQuery();
  const logo = site.LogoPath ? (
    <img src={site.LogoPath} alt={site.DisplayName} width={180} height={48} className="site-logo" />
  ) : (
    <span className="fs-4 fw-semibold">{site.DisplayName}</span>
  );
  const href = site.LogoLink;
  if (href && isExternal(href))
    return (
      <a href={href} className="navbar-brand me-3">
        {logo}
      </a>
    );
  return (
    <Link to={{ pathname: href || '/', search }} className="navbar-brand me-3">
      {logo}
    </Link>
  );
}

export function SiteHeader() {
  const { isPreview } = useCatalogQuery();
  return (
    <header className="site-header d-print-none">
      <div className="bg-white border-bottom">
        <Container className="d-flex flex-wrap align-items-center gap-2 py-2">
          <SiteLogo />
          {isPreview && (
            <Badge bg="warning" text="dark" className="fs-6" role="status">
              Preview mode
            </Badge>
          )}
          <div className="ms-auto d-flex align-items-center gap-2">
            <HeaderSearch />
            <CatalogSwitcher />
            <HeaderCartLink />
          </div>
        </Container>
      </div>
      <CategoryMenu />
    </header>
  );
}
