import { createContext, useContext, useMemo } from 'react';
import { useParams } from 'react-router';
import { useTabRoute } from './use-tab-route.ts';

/** The section and tab a product's sections show, and how another is chosen. */
export interface TabState {
  section: string | undefined;
  tab: string | undefined;
  select: (section: string | null, tab: string | null) => void;
}

/** A dialog showing a product (Find Models) keeps the tab itself; the page keeps it in its route. */
export const TabStateContext = createContext<TabState | null>(null);

export function useTabState(): TabState {
  const hosted = useContext(TabStateContext);
  const params = useParams();
  const writeRoute = useTabRoute();
  const fromRoute = useMemo(
    () => ({ section: params.section, tab: params.tab, select: writeRoute }),
    [params.section, params.tab, writeRoute],
  );
  return hosted ?? fromRoute;
}
