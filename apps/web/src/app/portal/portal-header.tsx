import { guardPermissionRoute } from '@portal/domain';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, NavLink } from 'react-router';
import './portal.css';
import { HeaderCartLink } from '../../ui/cart/header-cart-link.tsx';
import { HeaderSearch } from '../../ui/search-box/header-search.tsx';
import { CatalogsMenu } from './catalogs-menu.tsx';
import { LoginPopover } from './login-popover.tsx';
import { helpFileOf, portalNavLinks, profileTabs } from './portal-nav-links.ts';
import { usePortal } from './use-portal.ts';
import { UserMenu } from './user-menu.tsx';

function PortalLogo() {
  const { site } = usePortal();
  return (
    <Navbar.Brand as={Link} to="/" className="me-3">
      {site.LogoPath ? (
        <img
          src={site.LogoPath}
          alt={site.DisplayName}
          width={180}
          height={48}
          className="site-logo"
        />
      ) : (
        <span className="fs-4 fw-semibold">{site.DisplayName}</span>
      )}
    </Navbar.Brand>
  );
}

/** The sales-rep, customer and customer-admin header; collapses to a menu below md. */
export function PortalHeader() {
  const { user, siteKind, portalKind, site, ready } = usePortal();
  const inside = guardPermissionRoute(user, siteKind).enter;
  return (
    <header className="site-header d-print-none">
      <Navbar expand="md" bg="white" className="border-bottom py-2" collapseOnSelect>
        <Container>
          <PortalLogo />
          {/* Slim beside the menu button on phones; last in the row from md up. */}
          {inside && (
            <HeaderCartLink className="ms-auto me-2 ms-md-2 me-md-0 order-md-last px-1 px-md-2" />
          )}
          <Navbar.Toggle aria-controls="portal-nav" label="Menu" />
          {/* One line from xl (decision 154): the search field gives way instead of wrapping. */}
          <Navbar.Collapse id="portal-nav" className="flex-wrap flex-xl-nowrap">
            {inside && (
              <Nav className="me-auto" aria-label="Portal">
                {portalNavLinks(portalKind).map((link) => (
                  <Nav.Link
                    key={link.to}
                    as={NavLink}
                    to={link.to}
                    eventKey={link.to}
                    className="text-nowrap"
                  >
                    {link.label}
                  </Nav.Link>
                ))}
                {portalKind === 'customer-admin' && (
                  <NavDropdown title="Profiles" id="profiles-menu">
                    {profileTabs.map((tab) => (
                      <NavDropdown.Item key={tab.to} as={Link} to={tab.to} eventKey={tab.to}>
                        {tab.label}
                      </NavDropdown.Item>
                    ))}
                  </NavDropdown>
                )}
                {portalKind === 'customer-admin' && (
                  <Nav.Link as={NavLink} to="/export" eventKey="/export" className="text-nowrap">
                    Pricing tool
                  </Nav.Link>
                )}
                {site.ShowCatalog && <CatalogsMenu />}
                {portalKind !== 'customer-admin' && (
                  <Nav.Link href={helpFileOf(portalKind)} target="_blank" rel="noopener">
                    Help
                  </Nav.Link>
                )}
              </Nav>
            )}
            <div className="ms-auto d-flex align-items-center gap-2 py-2 py-md-0">
              {inside && (
                <div className="portal-search">
                  <HeaderSearch />
                </div>
              )}
              {ready && (user ? <UserMenu user={user} /> : <LoginPopover />)}
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
