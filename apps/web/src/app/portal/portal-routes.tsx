import { ModuleId } from '@portal/domain';
import type { ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { RootError, RouteError } from '../route-error.tsx';
import { ShellLoading } from '../shell/shell-layout.tsx';
import { CatalogueRedirect } from './catalogue-redirect.tsx';
import { InquiryGuard, PermissionGuard, SessionGuard, SignedInGuard } from './guards.tsx';
import { ModuleArea } from './module-area.tsx';
import { PortalShell } from './portal-shell.tsx';

/** A lazy route's page: the module's chunk loads when the route is first visited. */
export const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** Route objects of the parts site, found by id, to mount on the portal. */
export function partsRoutesById(partsRoutes: RouteObject[], ids: readonly string[]): RouteObject[] {
  const found: RouteObject[] = [];
  const visit = (routes: readonly RouteObject[]) => {
    for (const route of routes) {
      if (route.id && ids.includes(route.id)) found.push(route);
      if (route.children) visit(route.children);
    }
  };
  visit(partsRoutes);
  return found;
}

/** The catalogue pages, mounted under /catalog on the portals (admin §2.7). */
export const CATALOGUE_ROUTE_IDS = [
  'catalog',
  'search',
  'model-viewer',
  'cart',
  'checkout',
  'menu-page-category',
  'menu-page-productclass',
  'product',
  'not-found',
];

/** Pages of the portal that are the same as on the parts site. */
const SHARED_ROUTE_IDS = [
  'diagnostics',
  'terms-replacement-parts',
  'terms-online-purchases',
  'admin-cache',
  'log-viewer',
];

/** Pages of the parts site that need a permission on the portal (signed-in portals §2.1). */
const PERMISSION_ROUTE_IDS = ['order_summary'];

function SalesRepsAlias() {
  const { salesRepNumber = '' } = useParams();
  return <Navigate replace to={`/sales-rep/${encodeURIComponent(salesRepNumber)}`} />;
}

/** The account screens under /authentication (admin §2.6), shared with the editor site. */
export const accountRoutes: RouteObject[] = [
  { index: true, element: <Navigate replace to="/authentication/login" /> },
  {
    path: 'login',
    lazy: page(
      () => import('../../features/auth/pages/login-page.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'signup',
    lazy: page(
      () => import('../../features/auth/pages/signup-page.tsx'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: 'forgot-password',
    lazy: page(
      () => import('../../features/auth/pages/forgot-password-page.tsx'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'reset-password/:change?',
    lazy: page(
      () => import('../../features/auth/pages/update-password-page.tsx'),
      (m) => m.UpdatePasswordPage,
    ),
  },
  {
    path: 'pending-approval',
    lazy: page(
      () => import('../../features/auth/pages/pending-approval-page.tsx'),
      (m) => m.PendingApprovalPage,
    ),
  },
  {
    Component: SessionGuard,
    children: [
      {
        path: 'adsignup',
        lazy: page(
          () => import('../../features/auth/pages/ad-signup-page.tsx'),
          (m) => m.AdSignupPage,
        ),
      },
      {
        path: 'change-password',
        lazy: page(
          () => import('../../features/auth/pages/update-password-page.tsx'),
          (m) => m.ChangePasswordPage,
        ),
      },
    ],
  },
];

export const profilePage = page(
  () => import('../../features/profile/pages/profile-page.tsx'),
  (m) => m.ProfilePage,
);

const signedInRoutes: RouteObject[] = [
  { path: 'profile', lazy: profilePage },
  { path: 'profile/:userId', lazy: profilePage },
  {
    path: 'customer',
    lazy: page(
      () => import('../../features/customers/pages/customer-list-page.tsx'),
      (m) => m.CustomerListPage,
    ),
  },
  {
    path: 'customer/:customerNumber',
    lazy: page(
      () => import('../../features/customers/pages/customer-page.tsx'),
      (m) => m.CustomerPage,
    ),
  },
  {
    path: 'sales-rep',
    lazy: page(
      () => import('../../features/sales-reps/pages/sales-rep-list-page.tsx'),
      (m) => m.SalesRepListPage,
    ),
  },
  {
    path: 'sales-rep/:salesRepNumber',
    lazy: page(
      () => import('../../features/sales-reps/pages/sales-rep-page.tsx'),
      (m) => m.SalesRepPage,
    ),
  },
  { path: 'sales-reps/:salesRepNumber', Component: SalesRepsAlias },
  {
    path: 'users',
    lazy: page(
      () => import('../../features/users/pages/users-page.tsx'),
      (m) => m.UsersPage,
    ),
  },
];

const permissionRoutes = (partsRoutes: RouteObject[]): RouteObject[] => [
  {
    index: true,
    lazy: page(
      () => import('../../features/dashboard/pages/dashboard-page.tsx'),
      (m) => m.DashboardPage,
    ),
  },
  { path: 'catalog', children: partsRoutesById(partsRoutes, CATALOGUE_ROUTE_IDS) },
  ...partsRoutesById(partsRoutes, PERMISSION_ROUTE_IDS),
  {
    element: <ModuleArea module={ModuleId.Orders} />,
    children: [
      {
        path: 'orders',
        lazy: page(
          () => import('../../features/orders/pages/order-list-page.tsx'),
          (m) => m.OrderListPage,
        ),
      },
      {
        path: 'new/:fromInquiry?',
        lazy: page(
          () => import('../../features/new-order/pages/new-order-page.tsx'),
          (m) => m.NewOrderPage,
        ),
      },
    ],
  },
  {
    element: <ModuleArea module={ModuleId.Export} />,
    children: [
      {
        path: 'export',
        lazy: page(
          () => import('../../features/export/pages/export-page.tsx'),
          (m) => m.ExportPage,
        ),
      },
    ],
  },
  {
    Component: InquiryGuard,
    children: [
      {
        element: <ModuleArea module={ModuleId.Inquiries} />,
        children: [
          {
            id: 'list-inquiry',
            path: 'inquiry',
            lazy: page(
              () => import('../../features/inquiries/pages/inquiry-list-page.tsx'),
              (m) => m.InquiryListPage,
            ),
          },
          {
            id: 'new-inquiry',
            path: 'inquiry/new',
            lazy: page(
              () => import('../../features/new-inquiry/pages/new-inquiry-page.tsx'),
              (m) => m.NewInquiryPage,
            ),
          },
          {
            path: 'inquiry/inquiry_summary/:inquiryId',
            lazy: page(
              () => import('../../features/inquiry-summary/pages/inquiry-summary-page.tsx'),
              (m) => m.InquirySummaryPage,
            ),
          },
        ],
      },
    ],
  },
];

/**
 * The sales-rep and customer portals (and the customer-admin view of either); the parts
 * site's routes are passed in so this chunk does not reach back into the entry.
 */
export function portalRoutes(partsRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'portal',
      Component: PortalShell,
      HydrateFallback: ShellLoading,
      ErrorBoundary: RootError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { path: 'authentication', children: accountRoutes },
            ...partsRoutesById(partsRoutes, SHARED_ROUTE_IDS),
            { Component: SignedInGuard, children: signedInRoutes },
            { Component: PermissionGuard, children: permissionRoutes(partsRoutes) },
            { path: 'home', element: <Navigate replace to="/" /> },
            { path: '*', Component: CatalogueRedirect },
          ],
        },
      ],
    },
  ];
}
