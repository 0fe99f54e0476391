import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router';
import './portal.css';
import { LoginPopover } from './login-popover.tsx';
import { usePortal } from './use-portal.ts';
import { UserMenu } from './user-menu.tsx';

export interface HeaderLink {
  label: string;
  to: string;
  /** Lit only on its own path, not below it. */
  end: boolean;
}

interface Props {
  /** Names the navigation landmark ('Editor', 'Change requests'). */
  label: string;
  /** The collapsed menu's id, unique on the page. */
  navId: string;
  /** The user's areas; none while signed out or without the site's module. */
  links: readonly HeaderLink[];
}

/**
 * The header of a tool site (the editor, change requests): the site's name, the areas the
 * user may open, and the user menu or the sign-in.
 */
export function ToolSiteHeader({ label, navId, links }: Props) {
  const { user, site, ready } = usePortal();
  return (
    <header className="site-header d-print-none">
      <Navbar expand="md" bg="white" className="border-bottom py-2" collapseOnSelect>
        <Container>
          <Navbar.Brand as={Link} to="/" className="me-3">
            <span className="fs-4 fw-semibold">{site.DisplayName}</span>
          </Navbar.Brand>
          <Navbar.Toggle aria-controls={navId} label="Menu" />
          <Navbar.Collapse id={navId}>
            {links.length > 0 && (
              <Nav className="me-auto" aria-label={label}>
                {links.map((link) => (
                  <Nav.Link
                    key={link.to}
                    as={NavLink}
                    to={link.to}
                    end={link.end}
                    eventKey={link.to}
                    className="text-nowrap"
                  >
                    {link.label}
                  </Nav.Link>
                ))}
              </Nav>
            )}
            <div className="ms-auto d-flex align-items-center gap-2 py-2 py-md-0">
              {ready && (user ? <UserMenu user={user} /> : <LoginPopover />)}
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
