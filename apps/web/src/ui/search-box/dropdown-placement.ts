/** The spec's rule: the suggestions open above a field at or beyond 60% of the window height. */
export const OPEN_ABOVE_FROM = 0.6;

export const opensAbove = (fieldTop: number, windowHeight: number): boolean =>
  windowHeight > 0 && fieldTop >= windowHeight * OPEN_ABOVE_FROM;

/** The next highlighted suggestion for an arrow key; -1 is the field itself. */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
