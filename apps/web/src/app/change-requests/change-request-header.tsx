import { canUseModule, ModuleId } from '@portal/domain';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router';
import '../portal/portal.css';
import { LoginPopover } from '../portal/login-popover.tsx';
import { usePortal } from '../portal/use-portal.ts';
import { UserMenu } from '../portal/user-menu.tsx';

interface HeaderLink {
  label: string;
  to: string;
  end: boolean;
}

const MINE: HeaderLink = { label: 'My requests', to: '/', end: true };
const REVIEW: HeaderLink = { label: 'Review', to: '/review', end: false };
const CATALOG: HeaderLink = { label: 'Catalog', to: '/catalog', end: false };

/**
 * The change-request site's header: the site's name, the user's requests, the review queue
 * for those who may decide (module 5 execute), the catalogue, and the user menu.
 */
export function ChangeRequestHeader() {
  const { user, site, ready } = usePortal();
  const permissions = user?.EffectivePermissions ?? [];
  const inside = canUseModule(permissions, ModuleId.ChangeRequests, 'read');
  const reviewer = canUseModule(permissions, ModuleId.ChangeRequests, 'execute');
  const links = reviewer ? [MINE, REVIEW, CATALOG] : [MINE, CATALOG];
  return (
    <header className="site-header d-print-none">
      <Navbar expand="md" bg="white" className="border-bottom py-2" collapseOnSelect>
        <Container>
          <Navbar.Brand as={Link} to="/" className="me-3">
            <span className="fs-4 fw-semibold">{site.DisplayName}</span>
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="change-request-nav" label="Menu" />
          <Navbar.Collapse id="change-request-nav">
            {inside && (
              <Nav className="me-auto" aria-label="Change requests">
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
