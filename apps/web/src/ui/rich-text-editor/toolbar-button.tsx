import type { ReactNode } from 'react';

interface Props {
  /** The button's accessible name, also its tooltip. */
  label: string;
  /** A toggle's state; leave out for an action (undo, insert table). */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  /** For a button that opens a panel: whether it is open, and its id while it is. */
  expanded?: boolean;
  controls?: string;
}

export function ToolbarButton(props: Props) {
  const { label, pressed, disabled, onClick, children, expanded, controls } = props;
  return (
    <button
      type="button"
      className={`btn btn-sm btn-outline-secondary${pressed ? ' active' : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={disabled}
      // The editing area keeps its selection (and focus) while a button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** Lines of text aligned one way: the alignment buttons' picture. */
export function AlignmentIcon({
  alignment,
}: {
  alignment: 'left' | 'center' | 'right' | 'justify';
}) {
  const lines = [16, 10, 16, 12];
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" focusable="false">
      {lines.map((width, index) => {
        const length = alignment === 'justify' ? 16 : width;
        const x =
          alignment === 'left' || alignment === 'justify'
            ? 0
            : alignment === 'right'
              ? 16 - length
              : (16 - length) / 2;
        return <rect key={index} x={x} y={1 + index * 4} width={length} height="2" />;
      })}
    </svg>
  );
}
