/** Small inline icons (no icon font to load); decorative, so hidden from screen readers. */
const svgProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 16 16',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

export function CartIcon() {
  return (
    <svg {...svgProps}>
      <path d="M0 1.5A.5.5 0 0 1 .5 1H2a.5.5 0 0 1 .49.4L2.89 3H14.5a.5.5 0 0 1 .49.6l-1.5 6a.5.5 0 0 1-.49.4H4.4l.3 1.5H13a.5.5 0 0 1 0 1H4.28a.5.5 0 0 1-.49-.4L1.61 2H.5a.5.5 0 0 1-.5-.5M3.1 4l1.1 5h8.41l1.25-5zM5 13a1 1 0 1 0 0 2 1 1 0 0 0 0-2m7 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...svgProps} width={16} height={16}>
      <path d="M11.74 10.34a6.5 6.5 0 1 0-1.4 1.4l3.85 3.86a1 1 0 0 0 1.42-1.42zM12 6.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0" />
    </svg>
  );
}

export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      {...svgProps}
      width={14}
      height={14}
      style={{ transform: open ? 'rotate(90deg)' : undefined }}
    >
      <path d="M5.6 1.6a.75.75 0 0 1 1.06 0l5.87 5.87a.75.75 0 0 1 0 1.06L6.66 14.4a.75.75 0 1 1-1.06-1.06L10.94 8 5.6 2.66a.75.75 0 0 1 0-1.06" />
    </svg>
  );
}
