import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser takes that page over, true from
 * then on (and at once on a page the browser draws itself). Dialogs and portals wait for it:
 * the server's markup has none, and the browser's first render must be that markup.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
