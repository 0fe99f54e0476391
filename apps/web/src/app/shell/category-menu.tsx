import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { NavLink, useLocation } from 'react-router';
import { useMenu } from '../../api/get-menu.ts';
import { categoryPath } from '../../ui/catalog-paths.ts';
import { useCatalogQuery } from '../../ui/use-catalog-query.ts';
import { useIsDesktop } from '../../ui/use-media-query.ts';
import { useItemsInRow } from './use-items-in-row.ts';

interface MenuEntry {
  label: string;
  path: string;
}

const within = (pathname: string, path: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/**
 * Home plus one entry per category, on one line: entries that do not fit go under 'More'.
 * Below the md breakpoint it collapses behind a toggle and lists every entry.
 */
export function CategoryMenu() {
  const { catalogId, isPreview, search } = useCatalogQuery();
  const menu = useMenu(catalogId, isPreview);
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const entries: MenuEntry[] = [
    { label: 'Home', path: '/' },
    ...(menu.data ?? []).map((c) => ({ label: c.DisplayName, path: categoryPath(c.Name) })),
  ];
  const { row, measure, fitting } = useItemsInRow(entries.length, isDesktop);
  const shown = entries.slice(0, fitting);
  const more = entries.slice(fitting);

  return (
    <Navbar
      expand="md"
      bg="dark"
      data-bs-theme="dark"
      aria-label="Main"
      className="py-1"
      collapseOnSelect
    >
      <Container>
        <Navbar.Toggle aria-controls="category-menu" className="my-1">
          <span className="navbar-toggler-icon" /> <span className="ms-1 text-white">Menu</span>
        </Navbar.Toggle>
        <Navbar.Collapse id="category-menu" ref={row} className="category-menu">
          <Nav className="flex-md-nowrap">
            {/* eventKey lets collapseOnSelect close the phone menu after a choice. */}
            {shown.map((entry) => (
              <Nav.Link
                key={entry.path}
                as={NavLink}
                to={{ pathname: entry.path, search }}
                eventKey={entry.path}
                end={entry.path === '/'}
                className="text-nowrap"
              >
                {entry.label}
              </Nav.Link>
            ))}
            {more.length > 0 && (
              <NavDropdown
                title="More"
                id="category-menu-more"
                align="end"
                active={more.some((entry) => within(pathname, entry.path))}
              >
                {more.map((entry) => (
                  <NavDropdown.Item
                    key={entry.path}
                    as={NavLink}
                    to={{ pathname: entry.path, search }}
                    eventKey={entry.path}
                  >
                    {entry.label}
                  </NavDropdown.Item>
                ))}
              </NavDropdown>
            )}
          </Nav>
          {isDesktop && (
            // The box clips the copy, so its full width never widens the page.
            <div className="category-menu-measure-box" aria-hidden="true">
              <ul ref={measure} className="navbar-nav category-menu-measure">
                {entries.map((entry) => (
                  <li key={entry.path} className="nav-link text-nowrap">
                    {entry.label}
                  </li>
                ))}
                <li className="nav-link dropdown-toggle">More</li>
              </ul>
            </div>
          )}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
