import { ModuleId } from '@portal/domain';
import { Navigate, type RouteObject } from 'react-router';
import { CatalogueRedirect } from '../portal/catalogue-redirect.tsx';
import { SignedInGuard } from '../portal/guards.tsx';
import { ModuleArea } from '../portal/module-area.tsx';
import {
  accountRoutes,
  CATALOGUE_ROUTE_IDS,
  page,
  partsRoutesById,
  profilePage,
} from '../portal/portal-routes.tsx';
import { RootError, RouteError } from '../route-error.tsx';
import { ShellLoading } from '../shell/shell-layout.tsx';
import { ChangeRequestShell } from './change-request-shell.tsx';

/** Pages of the change-request site that are the same as on the parts site. */
const SHARED_ROUTE_IDS = ['diagnostics', 'terms-replacement-parts', 'terms-online-purchases'];

/**
 * The change-request site (site name 'cr', decision 179): the user's requests at /, the
 * reviewer's queue at /review, a request at /requests/{id} and the catalogue under /catalog,
 * whose section tables propose changes. Everything needs a user holding the ChangeRequests
 * module. The parts site's routes are passed in, as for the portals and the editor.
 */
export function changeRequestRoutes(partsRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'change-requests',
      Component: ChangeRequestShell,
      HydrateFallback: ShellLoading,
      ErrorBoundary: RootError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { path: 'authentication', children: accountRoutes },
            ...partsRoutesById(partsRoutes, SHARED_ROUTE_IDS),
            {
              Component: SignedInGuard,
              children: [
                { path: 'profile', lazy: profilePage },
                {
                  element: <ModuleArea module={ModuleId.ChangeRequests} />,
                  children: [
                    {
                      // The model editor opens here in proposal mode: from the tables and to
                      // revise a request.
                      lazy: page(
                        () =>
                          import('../../features/catalogue-editor/pages/model-editor-layout.tsx'),
                        (m) => m.ProposalEditorLayout,
                      ),
                      children: [
                        {
                          index: true,
                          lazy: page(
                            () =>
                              import('../../features/change-requests/pages/my-requests-page.tsx'),
                            (m) => m.MyRequestsPage,
                          ),
                        },
                        {
                          path: 'review',
                          lazy: page(
                            () => import('../../features/change-requests/pages/review-page.tsx'),
                            (m) => m.ReviewPage,
                          ),
                        },
                        {
                          path: 'requests/:id',
                          lazy: page(
                            () =>
                              import('../../features/change-requests/pages/change-request-page.tsx'),
                            (m) => m.ChangeRequestPage,
                          ),
                        },
                        {
                          path: 'catalog',
                          children: partsRoutesById(partsRoutes, CATALOGUE_ROUTE_IDS),
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            { path: 'home', element: <Navigate replace to="/" /> },
            { path: '*', Component: CatalogueRedirect },
          ],
        },
      ],
    },
  ];
}
