import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { useSite } from '../../api/get-site.ts';
import { useCatalogQuery } from '../../ui/use-catalog-query.ts';

export function SiteFooter() {
  const site = useSite();
  const { search } = useCatalogQuery();
  return (
    <footer className="site-footer border-top bg-light mt-4 py-3 d-print-none">
      <Container className="d-flex flex-column flex-md-row gap-2 justify-content-between small">
        <nav aria-label="Terms and conditions">
          <ul className="list-inline mb-0">
            <li className="list-inline-item">
              <Link to={{ pathname: '/terms/replacement-parts', search }}>
                Terms and Conditions for Replacement Parts
              </Link>
            </li>
            <li className="list-inline-item">
              <Link to={{ pathname: '/terms/online-purchases', search }}>
                Terms and Conditions for Online Purchases
              </Link>
            </li>
          </ul>
        </nav>
        <p className="mb-0 text-body-secondary">
          © {new Date().getFullYear()} {site.DivisionName ?? site.DisplayName}
        </p>
      </Container>
    </footer>
  );
}
