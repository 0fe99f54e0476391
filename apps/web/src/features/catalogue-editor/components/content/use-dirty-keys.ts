import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Gathers the unsaved state of the rows and nested lists below one list into one flag for
 * `onDirtyChange`; a part that goes away counts as clean. `report` never changes identity.
 */
export function useDirtyKeys(onDirtyChange: (dirty: boolean) => void) {
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set());
  const dirty = keys.size > 0;
  const latest = useRef(onDirtyChange);
  useEffect(() => {
    latest.current = onDirtyChange;
  }, [onDirtyChange]);
  useEffect(() => latest.current(dirty), [dirty]);
  useEffect(() => () => latest.current(false), []);
  const report = useCallback(
    (key: string, isDirty: boolean) =>
      setKeys((current) => {
        if (current.has(key) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return { dirty, report };
}
