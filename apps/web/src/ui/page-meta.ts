import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { renderSnapshot } from './render-snapshot.ts';

export interface Crumb {
  label: string;
  /** Path with query; the current item has none. */
  to?: string;
}

export interface PageMeta {
  /** Item names for the browser title, most specific first; the site's title follows. */
  title: string[];
  /** Breadcrumb trail after the catalogue; null hides the breadcrumbs. */
  crumbs: Crumb[] | null;
}

const empty: PageMeta = { title: [], crumbs: null };
let current: PageMeta = empty;

/**
 * While the server renders a page, the page's meta goes here (effects do not run there); its
 * next render pass starts from it (ssr/entry-server.tsx). Absent in the browser.
 */
export const ServerMetaRecorder = createContext<((meta: PageMeta) => void) | null>(null);
const listeners = new Set<() => void>();

function publish(meta: PageMeta): void {
  current = meta;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A server-rendered page starts from the meta the server rendered it with (hydration). */
export function startPageMeta(meta: PageMeta | null): void {
  if (meta) current = meta;
}

/** A page names itself for the shell's title and breadcrumbs. */
export function usePageMeta(meta: PageMeta): void {
  const key = JSON.stringify(meta);
  useContext(ServerMetaRecorder)?.(meta);
  useEffect(() => {
    publish(JSON.parse(key) as PageMeta);
    return () => publish(empty);
  }, [key]);
}

export const useCurrentPageMeta = (): PageMeta =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => renderSnapshot().pageMeta ?? empty,
  );
