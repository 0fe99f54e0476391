import { useCallback, useSyncExternalStore } from 'react';
import { guessMediaQuery } from './render-snapshot.ts';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => guessMediaQuery(query),
  );
}

/** Bootstrap's md breakpoint: the spec's line between mobile and desktop. */
export const useIsDesktop = (): boolean => useMediaQuery('(min-width: 768px)');
