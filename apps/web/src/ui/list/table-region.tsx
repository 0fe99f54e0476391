import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a phone; keyboard users can focus and scroll it. Being
 * positioned, it also holds the visually hidden button texts that would widen the page.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="table-responsive position-relative"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
