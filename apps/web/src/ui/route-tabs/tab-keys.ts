/**
 * Where a key moves the focus in a row of `count` tabs from tab `index` (the WAI-ARIA tabs
 * pattern: arrows step and wrap around, Home and End jump to the ends), or null for other keys.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
