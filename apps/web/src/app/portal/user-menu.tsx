import type { SessionUser } from '@portal/domain';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from '../../api/accounts/use-session.ts';

/** Profile, Change password and Logout; logout goes to the login page. */
export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const name = `${user.Name} ${user.LastName}`.trim() || user.Username;
  return (
    <NavDropdown
      title={
        <span className="portal-user-name d-inline-block text-truncate align-bottom">{name}</span>
      }
      id="user-menu"
      align="end"
      className="list-unstyled text-nowrap"
    >
      <NavDropdown.Item as={Link} to="/profile" eventKey="/profile">
        Profile
      </NavDropdown.Item>
      <NavDropdown.Item
        as={Link}
        to="/authentication/change-password"
        eventKey="/authentication/change-password"
      >
        Change password
      </NavDropdown.Item>
      <NavDropdown.Divider />
      <NavDropdown.Item
        as="button"
        onClick={() => {
          void signOut().then(() => navigate('/authentication/login'));
        }}
      >
        Logout
      </NavDropdown.Item>
    </NavDropdown>
  );
}
