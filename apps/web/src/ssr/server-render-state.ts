import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { RenderSnapshot } from '../ui/render-snapshot.ts';

/** Written by the server into the page as JSON (#server-render), read back before hydration. */
export interface ServerRenderState {
  queries: DehydratedState;
  router: HydrationState;
  snapshot: RenderSnapshot;
  /** Large reads the browser fetches beside the page (ssr/reads-beside-page.ts). */
  besidePage: ReadBesidePage[];
}

export interface ReadBesidePage {
  queryKey: QueryKey;
  /** The envelope address the read answers from. */
  url: string;
}

export const SERVER_RENDER_ELEMENT_ID = 'server-render';
