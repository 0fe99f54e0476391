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

export function TrashIcon() {
  return (
    <svg {...svgProps} width={16} height={16}>
      <path d="M5.5 5.5A.5.5 0 0 1 6 6v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0z" />
      <path d="M14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1zM4.118 4 4 4.059V13a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4.059L11.882 4zM2.5 3h11V2h-11z" />
    </svg>
  );
}

export function CopyIcon() {
  return (
    <svg {...svgProps} width={16} height={16}>
      <path d="M4 2a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm2-1a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V2a1 1 0 0 0-1-1zM2 5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-1h1v1a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1v1z" />
    </svg>
  );
}
