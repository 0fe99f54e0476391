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
import { EditorShell } from './editor-shell.tsx';

/** Pages of the editor site that are the same as on the parts site. */
const SHARED_ROUTE_IDS = [
  'diagnostics',
  'terms-replacement-parts',
  'terms-online-purchases',
  'admin-cache',
];

/**
 * The editor site (site name 'editor'): the workspace at /, the change log at /log-viewer and
 * the catalogue under /catalog, always in preview; everything needs a user holding the Editor
 * module (admin §2.4, §6). The parts site's routes are passed in, as for the portals.
 */
export function editorRoutes(partsRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'editor',
      Component: EditorShell,
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
                  element: <ModuleArea module={ModuleId.Editor} />,
                  children: [
                    {
                      index: true,
                      lazy: page(
                        () => import('../../features/catalogue-editor/pages/editor-page.tsx'),
                        (m) => m.EditorPage,
                      ),
                    },
                    ...partsRoutesById(partsRoutes, ['log-viewer']),
                    {
                      path: 'catalog',
                      // Section tables open the model editor modal here (admin §2.5).
                      lazy: page(
                        () =>
                          import('../../features/catalogue-editor/pages/model-editor-layout.tsx'),
                        (m) => m.ModelEditorLayout,
                      ),
                      children: partsRoutesById(partsRoutes, CATALOGUE_ROUTE_IDS),
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
