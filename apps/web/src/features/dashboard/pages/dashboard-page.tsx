import { isCustomerAdmin, siteKindOf } from '@portal/domain';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { useSite } from '../../../api/get-site.ts';
import { mayUseInquiries } from '../../../ui/inquiries/inquiry-access.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { InquiryCard } from '../components/inquiry-card.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { CustomerRequestCard, SalesRepRequestCard } from '../components/request-cards.tsx';
import {
  cardsFor,
  SHIPMENT_WINDOW_DAYS,
  type DashboardCard as CardKind,
} from '../model/dashboard-cards.ts';
import '../dashboard.css';

function Card({ kind, roles }: { kind: CardKind; roles: readonly string[] }) {
  switch (kind) {
    case 'pendingOrders':
      return (
        <OrderCard
          title="Pending orders"
          filter={{ orderStatus: 'Pending', sortBy: 'OrderDate', sortDesc: false }}
          ageColours
          more={{ to: '/orders?orderStatus=Pending', label: 'All pending orders' }}
        />
      );
    case 'shippedOrders':
      return (
        <OrderCard
          title="Shipped orders"
          filter={{
            shippingInDay: SHIPMENT_WINDOW_DAYS,
            sortBy: 'ExpectedShippingDate',
            sortDesc: false,
          }}
          more={{ to: '/orders?orderStatus=Shipped', label: 'All shipped orders' }}
        />
      );
    case 'inquiries':
      return <InquiryCard />;
    case 'salesRepRequests':
      return <SalesRepRequestCard viewerRoles={roles} />;
    case 'customerRequests':
      return <CustomerRequestCard viewerRoles={roles} />;
  }
}

/** Route /: the cards of the signed-in user's portal (signed-in portals §2.8). */
export function DashboardPage() {
  usePageMeta({ title: ['Dashboard'], crumbs: null });
  const site = useSite();
  const user = useLiveUser();
  const roles = user?.Roles ?? [];
  const siteKind = siteKindOf(site.Name);
  const cards = cardsFor({
    admin: isCustomerAdmin(roles),
    siteKind,
    inquiries: user !== null && mayUseInquiries(user, siteKind),
  });
  return (
    <>
      <h1>Dashboard</h1>
      <p className="lead">Welcome{user ? `, ${user.Name}` : ''}.</p>
      <div className="row g-3 mb-4">
        {cards.map((kind) => (
          <div key={kind} className="col-lg-6">
            <Card kind={kind} roles={roles} />
          </div>
        ))}
      </div>
    </>
  );
}
