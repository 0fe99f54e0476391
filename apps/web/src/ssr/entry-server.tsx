import { AsyncLocalStorage } from 'node:async_hooks';
import { browserTitle, isChangeRequestSite, isEditorSite, siteKindOf } from '@portal/domain';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { catalogsQueryOptions, getCatalogs } from '../api/get-catalogs.ts';
import { getSite, siteQueryOptions } from '../api/get-site.ts';
import { setFetchSource } from '../api/request-fetch.ts';
import { catalogueOnly, partsRoutes } from '../app/router.tsx';
import { SiteFrame } from '../app/site-router.tsx';
import { ServerMetaRecorder, type PageMeta } from '../ui/page-meta.ts';
import { setRenderSnapshot, type RenderSnapshot } from '../ui/render-snapshot.ts';
import { splitReads } from './reads-beside-page.ts';
import type { ReadBesidePage, ServerRenderState } from './server-render-state.ts';

/** Each request's own fetch (its cookies, its address), found again across awaits. */
const requestFetches = new AsyncLocalStorage<typeof fetch>();
setFetchSource(() => requestFetches.getStore() ?? fetch);

/**
 * Reads found by one render pass are fetched and the page rendered again; a page whose reads
 * depend on earlier ones (site, then menu, then product) needs a few passes.
 */
const MAX_PASSES = 4;

const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export interface RenderRequest {
  /** The page's absolute address. */
  url: string;
  /** Answers `/api/...` as the server would answer this request's browser. */
  fetch: typeof fetch;
  /** The server's guess of the viewport (the browser's mobile hint). */
  isDesktop: boolean;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** What the browser hydrates from (ssr/hydrate-page.ts). */
  state: ServerRenderState;
  /** Addresses the page preloads: its reads that come beside it. */
  preloads: string[];
  /** The browser title, as the page sets it in the browser. */
  title: string;
  /** 404 for the not-found page. */
  status: number;
  /**
   * The page shows the catalogue only, the same for every visitor without cookies: it may be
   * kept as long as the catalogue's answers are (not an order, a cart or a checkout).
   */
  catalogueOnly: boolean;
}

const waitingRead = (query: Query): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  // A suspending read has started its fetch already; one of plain useQuery waits for us.
  return isEnabled && query.state.status === 'pending';
};

/**
 * The parts site's page at `url`, rendered with its data; null when the page is not one the
 * server renders (a portal's, or one whose reads failed: the browser then renders it itself).
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  return requestFetches.run(request.fetch, async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
    });
    const site = await client.fetchQuery({ ...siteQueryOptions(), queryFn: () => getSite() });
    // Portals, the editor and the change-request sites draw in the browser: their pages are a
    // signed-in user's own.
    if (
      siteKindOf(site.Name) !== 'catalogue' ||
      isEditorSite(site.Name) ||
      isChangeRequestSite(site.Name)
    )
      return null;
    // The shell suspends until it has the catalogues: read with the site, it saves a pass.
    await client.prefetchQuery({ ...catalogsQueryOptions(), queryFn: () => getCatalogs() });

    const handler = createStaticHandler(partsRoutes);
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);

    const snapshot: RenderSnapshot = { isDesktop: request.isDesktop, pageMeta: null };
    let html = '';
    for (let pass = 1; ; pass++) {
      setRenderSnapshot(snapshot);
      const named: { meta: PageMeta | null } = { meta: null };
      html = renderToString(
        <ServerMetaRecorder value={(meta) => (named.meta = meta)}>
          <QueryClientProvider client={client}>
            <SiteFrame>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </SiteFrame>
          </QueryClientProvider>
        </ServerMetaRecorder>,
      );
      const metaChanged = JSON.stringify(named.meta) !== JSON.stringify(snapshot.pageMeta);
      snapshot.pageMeta = named.meta;
      const waiting = client.getQueryCache().getAll().filter(waitingRead);
      if ((waiting.length === 0 && !metaChanged) || pass === MAX_PASSES) break;
      await Promise.all(
        waiting.map((query) =>
          client.prefetchQuery({ ...query.options, queryKey: query.queryKey }),
        ),
      );
    }
    const failed = client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
    // A read that failed (a product not found, say): the browser shows that state itself.
    if (failed) return null;
    // A boundary that could not render here would be rendered again in the browser over what
    // the page shows: the caller logs this and lets the browser render the whole page.
    if (html.includes(CLIENT_RENDERED_BOUNDARY))
      throw new Error(`A part of ${request.url} could not render on the server: ${whyNot(html)}`);
    const besidePage: ReadBesidePage[] = [];
    const queries = dehydrate(client, {
      shouldDehydrateQuery: (query) => splitReads(query, besidePage),
    });
    return {
      html,
      state: { queries, router: routerState(context), snapshot, besidePage },
      preloads: besidePage.map((read) => read.url),
      title: browserTitle(site.BrowserTitle, ...(snapshot.pageMeta?.title ?? [])),
      status: context.matches.some((match) => match.route.id === 'not-found') ? 404 : 200,
      catalogueOnly: context.matches.at(-1)?.route.handle === catalogueOnly,
    };
  });
}

/** React's reason, kept in the boundary's template. */
const whyNot = (html: string): string =>
  /<!--\$!--><template data-msg="([^"]*)"/.exec(html)?.[1]?.replace(/\s+/g, ' ') ?? 'unknown';

const routerState = (context: StaticHandlerContext): ServerRenderState['router'] => ({
  loaderData: context.loaderData,
  actionData: context.actionData,
  errors: context.errors,
});
