import { isCustomerAdmin, siteKindOf } from '@portal/domain';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { useSite } from '../../../api/get-site.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';

/** The cards each portal's dashboard will hold (signed-in portals §2.8). */
function cardsFor(admin: boolean, customerSite: boolean): string[] {
  if (admin) return ['Pending orders', 'Inquiries', 'Sales rep requests', 'Customer requests'];
  return customerSite ? ['Shipped orders', 'Inquiries'] : ['Shipped orders', 'Customer requests'];
}

/** Route /: titled Dashboard; its cards arrive with the orders release. */
export function DashboardPage() {
  usePageMeta({ title: ['Dashboard'], crumbs: null });
  const site = useSite();
  const user = useLiveUser();
  const admin = isCustomerAdmin(user?.Roles ?? []);
  const cards = cardsFor(admin, siteKindOf(site.Name) === 'customer');
  return (
    <>
      <h1>Dashboard</h1>
      <p className="lead">Welcome{user ? `, ${user.Name}` : ''}.</p>
      <div className="row g-3 mb-4">
        {cards.map((title) => (
          <div key={title} className="col-md-6">
            <Card className="h-100">
              <Card.Header as="h2" className="h6 mb-0">
                {title}
              </Card.Header>
              <Card.Body>
                <Card.Text className="text-body-secondary">
                  {title} will appear here in a later release of the portal.
                </Card.Text>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
      <p>
        Meanwhile you can browse the <Link to="/catalog">catalogue</Link> or review your{' '}
        <Link to="/profile">profile and permissions</Link>.
      </p>
    </>
  );
}
