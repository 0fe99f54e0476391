import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router';

const tabs = [
  { label: 'Sales Representatives', to: '/sales-rep' },
  { label: 'Customers', to: '/customer' },
  { label: 'Users', to: '/users' },
];

/** The customer admin's Profiles: one tab per list, each its own route. */
export function ProfilesTabs() {
  return (
    <Nav variant="tabs" className="mb-3" as="nav" aria-label="Profiles">
      {tabs.map((tab) => (
        <Nav.Item key={tab.to}>
          <Nav.Link as={NavLink} to={tab.to} end>
            {tab.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
