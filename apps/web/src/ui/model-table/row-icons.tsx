/** The model table's small inline icons; decorative, so hidden from screen readers. */
const svgProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  'aria-hidden': true,
  focusable: false,
} as const;

/** A circled i: more about a value (stock by location). */
export function InfoIcon() {
  return (
    <svg {...svgProps}>
      <circle cx="8" cy="8" r="6.75" />
      <circle cx="8" cy="4.9" r="0.6" fill="currentColor" />
      <path d="M8 7.25v4.5" strokeLinecap="round" />
    </svg>
  );
}

/** A window with a panel at its side: the Model Details panel. */
export function DetailsIcon() {
  return (
    <svg {...svgProps}>
      <rect x="1.25" y="2.25" width="13.5" height="11.5" rx="1.5" />
      <path d="M9.5 2.25v11.5M11.25 5.5h1.75M11.25 8h1.75M11.25 10.5h1.75" />
    </svg>
  );
}

/** A plus: add the part to the order being placed. */
export function AddIcon() {
  return (
    <svg {...svgProps}>
      <path d="M8 2.5v11M2.5 8h11" strokeLinecap="round" />
    </svg>
  );
}

/** A pencil: propose a change to the part. */
export function ProposeIcon() {
  return (
    <svg {...svgProps}>
      <path d="M10.75 2.75l2.5 2.5L6 12.5l-3.25.75.75-3.25z" strokeLinejoin="round" />
      <path d="M9.25 4.25l2.5 2.5" />
    </svg>
  );
}
