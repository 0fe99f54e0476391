import type { QuickOrderProblem } from '@portal/domain';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface Props {
  problems: readonly QuickOrderProblem[];
  /** The line as corrected, to be read and added again in the problem's place. */
  onRetry: (problem: QuickOrderProblem, text: string) => void;
  busy?: boolean;
}

/** Quick-order lines that were not added, each with its reason, to correct and add again. */
export function QuickOrderProblems({ problems, onRetry, busy = false }: Props) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="warning">
      <p className="mb-2">
        {problems.length === 1 ? 'This line was' : `These ${problems.length} lines were`} not added:
      </p>
      <ul className="list-unstyled mb-0">
        {problems.map((p) => (
          <ProblemLine key={`${p.row}-${p.text}`} problem={p} onRetry={onRetry} busy={busy} />
        ))}
      </ul>
    </Alert>
  );
}

function ProblemLine({
  problem,
  onRetry,
  busy,
}: {
  problem: QuickOrderProblem;
  onRetry: Props['onRetry'];
  busy: boolean;
}) {
  const [text, setText] = useState(problem.text);
  const reason = useId();
  return (
    <li className="mb-1">
      <Form
        className="d-flex flex-wrap align-items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onRetry(problem, text);
        }}
      >
        <span className="small text-secondary">Line {problem.row}:</span>
        <Form.Control
          size="sm"
          className="flex-grow-1"
          style={{ maxWidth: '14rem', minWidth: '8rem' }}
          aria-label={`Line ${problem.row}`}
          aria-describedby={reason}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="small" id={reason}>
          {problem.reason}
        </span>
        <Button type="submit" size="sm" variant="outline-primary" disabled={busy}>
          Add again
        </Button>
      </Form>
    </li>
  );
}
