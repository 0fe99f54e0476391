import {
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

const itemsOf = (toolbar: HTMLElement | null): HTMLElement[] =>
  [...(toolbar?.querySelectorAll<HTMLElement>('button, select, input') ?? [])].filter(
    (item) => !(item as HTMLButtonElement).disabled,
  );

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The WAI-ARIA toolbar pattern: one tab stop (the control used last), arrow keys, Home and End
 * move between the controls. Up and down stay with a select.
 */
export function useRovingTabindex(toolbar: RefObject<HTMLElement | null>) {
  const current = useRef<HTMLElement | null>(null);

  // Controls come and go or turn disabled with the selection: keep exactly one tab stop.
  useLayoutEffect(() => {
    const items = itemsOf(toolbar.current);
    const stop = items.find((item) => item === current.current) ?? items[0];
    for (const item of items) item.tabIndex = item === stop ? 0 : -1;
  });

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const items = itemsOf(toolbar.current);
    if (!items.includes(event.target)) return;
    current.current = event.target;
    for (const item of items) item.tabIndex = item === event.target ? 0 : -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    const items = itemsOf(toolbar.current);
    const index = items.indexOf(event.target as HTMLElement);
    if (!move || index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    items[move(index, items.length)]?.focus();
  };

  /** Puts the keyboard on the toolbar (from the editing area: Alt+F10). */
  const focusToolbar = () => {
    const items = itemsOf(toolbar.current);
    (items.find((item) => item === current.current) ?? items[0])?.focus();
  };

  return { onFocus, onKeyDown, focusToolbar };
}
