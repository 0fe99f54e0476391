import { canUseModule, ModuleId } from '@portal/domain';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router';
import '../portal/portal.css';
import { LoginPopover } from '../portal/login-popover.tsx';
import { usePortal } from '../portal/use-portal.ts';
import { UserMenu } from '../portal/user-menu.tsx';

const links = [
  { label: 'Editor', to: '/', end: true },
  { label: 'Change Log', to: '/log-viewer', end: false },
  { label: 'Catalogue', to: '/catalog', end: false },
];

/** The editor site's header: its areas for a user holding the Editor module, and the user menu. */
export function EditorHeader() {
  const { user, site, ready } = usePortal();
  const inside = !!user && canUseModule(user.EffectivePermissions, ModuleId.Editor, 'read');
  return (
    <header className="site-header d-print-none">
      <Navbar expand="md" bg="white" className="border-bottom py-2" collapseOnSelect>
        <Container>
          <Navbar.Brand as={Link} to="/" className="me-3">
            <span className="fs-4 fw-semibold">{site.DisplayName}</span>
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="editor-nav" label="Menu" />
          <Navbar.Collapse id="editor-nav">
            {inside && (
              <Nav className="me-auto" aria-label="Editor">
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
