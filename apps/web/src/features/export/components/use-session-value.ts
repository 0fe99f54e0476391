import { useEffect, useState } from 'react';

const asItIs = <T>(value: T): unknown => value;

function readStored<T>(key: string, read: (stored: unknown) => T): T {
  try {
    const text = sessionStorage.getItem(key);
    return read(text === null ? null : JSON.parse(text));
  } catch {
    return read(null);
  }
}

/**
 * State kept in this tab's sessionStorage, so that a reload finds it again; `read` turns
 * whatever is stored (null when nothing) into a valid value.
 */
export function useSessionValue<T>(
  key: string,
  read: (stored: unknown) => T,
  write: (value: T) => unknown = asItIs,
) {
  const [value, setValue] = useState(() => readStored(key, read));
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(write(value)));
    } catch {
      // A full or forbidden storage only loses the memory across a reload.
    }
  }, [key, value, write]);
  return [value, setValue] as const;
}
