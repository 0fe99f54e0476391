import Button from 'react-bootstrap/Button';

interface Props {
  /** The table's models, in the order the table shows them. */
  sequence: readonly string[];
  current: string;
  onMove: (catalogNumber: string) => void;
}

/** Edit All's Previous / Next through a table's models (decision 179). */
export function ModelSequenceNav({ sequence, current, onMove }: Props) {
  const at = sequence.indexOf(current);
  const previous = at > 0 ? sequence[at - 1] : undefined;
  const next = at >= 0 ? sequence[at + 1] : undefined;
  return (
    <nav aria-label="Models of the table" className="d-flex align-items-center gap-2 ms-md-auto">
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={previous === undefined}
        onClick={() => previous !== undefined && onMove(previous)}
      >
        Previous
      </Button>
      <span className="small text-nowrap" aria-live="polite">
        {at + 1} of {sequence.length}
      </span>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={next === undefined}
        onClick={() => next !== undefined && onMove(next)}
      >
        Next
      </Button>
    </nav>
  );
}
