import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from './use-hydrated.ts';

/**
 * Children on document.body, out of scroll boxes and sticky cells; not on the server, which has
 * no body, nor while the browser takes a server-rendered page over.
 */
export function BodyPortal({ children }: { children: ReactNode }) {
  return useHydrated() ? createPortal(children, document.body) : null;
}
