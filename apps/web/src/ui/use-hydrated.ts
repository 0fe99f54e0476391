import { startTransition, useEffect, useState } from 'react';

/** True from when the browser starts taking over a page the server drew until it has. */
let takingOver = false;

/** Called before the browser takes over a page the server drew. */
export function startTakeOver(): void {
  takingOver = true;
}

/** Called once the page taken over is on screen: later components are hydrated at once. */
export function endTakeOver(): void {
  takingOver = false;
}

/**
 * False while the server renders a page and while the browser takes that page over, true from
 * then on (and at once on a page the browser draws itself). Dialogs and portals wait for it:
 * the server's markup has none, and the browser's first render must be that markup. The switch
 * after a take-over is a transition: it renders in slices between the browser's own work
 * instead of one long task while the page is first used.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !takingOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
