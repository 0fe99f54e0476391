import { hydrate } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { queryClient } from '../app/query-client.ts';
import { partsRoutes } from '../app/router.tsx';
import { startCatalogueRouter } from '../app/site-router.tsx';
import { startPageMeta } from '../ui/page-meta.ts';
import { setRenderSnapshot } from '../ui/render-snapshot.ts';
import { startTakeOver } from '../ui/use-hydrated.ts';
import { readWhenArrived } from './read-when-arrived.ts';
import { loadReadsBeside } from './reads-beside-page.ts';
import { SERVER_RENDER_ELEMENT_ID, type ServerRenderState } from './server-render-state.ts';

/**
 * When the server rendered this page: its reads go into the query cache, its route modules are
 * loaded, and the router starts from the server's route data, so that the first render in the
 * browser is the markup already on screen. False when the page came without it.
 */
export async function prepareHydration(): Promise<boolean> {
  const element = document.getElementById(SERVER_RENDER_ELEMENT_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as ServerRenderState;
  hydrate(queryClient, readWhenArrived(state.queries, Date.now()));
  setRenderSnapshot(state.snapshot);
  startTakeOver();
  // The same object as the server snapshot: hydration need not render the shell again.
  startPageMeta(state.snapshot.pageMeta);
  const matches = matchRoutes(partsRoutes, window.location) ?? [];
  await Promise.all([
    loadReadsBeside(queryClient, state.besidePage, Date.now()),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  ]);
  startCatalogueRouter(state.router);
  return true;
}
