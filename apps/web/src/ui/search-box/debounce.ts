import { useCallback, useEffect, useState } from 'react';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Calls `run` with the latest arguments once calls have stopped for `delayMs`. */
export function debounce<A extends unknown[]>(
  run: (...args: A) => void,
  delayMs: number,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run(...args);
    }, delayMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/** A field's text, and the same text once typing has paused for `delayMs` ('' at once). */
export function useDebouncedText(delayMs: number) {
  const [text, setTextNow] = useState('');
  const [settled, setSettled] = useState('');
  const [later] = useState(() => debounce(setSettled, delayMs));
  useEffect(() => () => later.cancel(), [later]);
  const setText = useCallback(
    (value: string) => {
      setTextNow(value);
      if (value.trim() !== '') later(value);
      else {
        later.cancel();
        setSettled('');
      }
    },
    [later],
  );
  /** Shows `value` in the field without asking for suggestions (the page's own keyword). */
  const showText = useCallback(
    (value: string) => {
      later.cancel();
      setTextNow(value);
      setSettled('');
    },
    [later],
  );
  return { text, settled, setText, showText };
}
