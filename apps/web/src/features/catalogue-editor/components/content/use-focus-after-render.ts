import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves the focus to the first of the elements named that is there and enabled once the list
 * has drawn itself again: a form that closes takes its focused button with it, and the
 * keyboard carries on from the row's own button instead of the top of the page.
 */
export function useFocusAfterRender() {
  const pending = useRef<readonly string[] | null>(null);
  useEffect(() => {
    const ids = pending.current;
    if (!ids) return;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element instanceof HTMLButtonElement && element.disabled)) {
        pending.current = null;
        element.focus();
        return;
      }
    }
  });
  return useCallback((...ids: string[]) => {
    pending.current = ids;
  }, []);
}
