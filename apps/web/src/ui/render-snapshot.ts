import type { PageMeta } from './page-meta.ts';

/**
 * What a server-rendered page was rendered with. Hydration must start from the same values, so
 * hooks that read the browser (media queries, the page's title and breadcrumbs) answer these as
 * their server snapshot; the browser's own values follow right after hydration.
 */
export interface RenderSnapshot {
  /** Bootstrap's md breakpoint and up, as the server guessed from the request. */
  isDesktop: boolean;
  /** The page's title and breadcrumbs, as the page named itself on the server. */
  pageMeta: PageMeta | null;
}

/** A viewport width on each side of the breakpoint: a phone's and a laptop's. */
const GUESSED_WIDTH = { phone: 390, desktop: 1280 } as const;

let snapshot: RenderSnapshot = { isDesktop: true, pageMeta: null };

export const renderSnapshot = (): RenderSnapshot => snapshot;

export function setRenderSnapshot(next: RenderSnapshot): void {
  snapshot = next;
}

/** A `(min-width: Npx)` / `(max-width: Npx)` query against the guessed viewport width. */
export function guessMediaQuery(query: string): boolean {
  const width = snapshot.isDesktop ? GUESSED_WIDTH.desktop : GUESSED_WIDTH.phone;
  const limits = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  return limits.every(([, side, px]) =>
    side === 'min' ? width >= Number(px) : width <= Number(px),
  );
}
