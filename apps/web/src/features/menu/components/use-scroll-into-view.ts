import { useEffect, useRef } from 'react';

/** A ref whose element is scrolled into view once it is shown while `active`. */
export function useScrollIntoView<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'center' });
  }, [active]);
  return ref;
}
