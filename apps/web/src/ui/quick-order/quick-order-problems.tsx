import { parseQuickOrder, type QuickOrderProblem, type ReplacementOffer } from '@portal/domain';
import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { replacedLineText, useReplacementOffers } from './replacement-offers.ts';

/** The catalogue number a problem line names, if it can be read. */
const numberOf = (text: string): string | undefined =>
  parseQuickOrder(text, { header: false }).lines[0]?.number;

interface Props {
  problems: readonly QuickOrderProblem[];
  /** The line as corrected, to be read and added again in the problem's place. */
  onRetry: (problem: QuickOrderProblem, text: string) => void;
  busy?: boolean;
  /** The customer an order is for: replacements are priced for them. */
  customerNumber?: string;
}

/** Quick-order lines that were not added, each with its reason, to correct and add again. */
export function QuickOrderProblems({ problems, onRetry, busy = false, customerNumber }: Props) {
  // A line of a replaced number is offered its replacement (decision 177).
  const numbers = useMemo(
    () => [...new Set(problems.flatMap((p) => numberOf(p.text) ?? []))],
    [problems],
  );
  const offers = useReplacementOffers(numbers, customerNumber).data;
  if (problems.length === 0) return null;
  return (
    <Alert variant="warning">
      <p className="mb-2">
        {problems.length === 1 ? 'This line was' : `These ${problems.length} lines were`} not added:
      </p>
      <ul className="list-unstyled mb-0">
        {problems.map((p) => (
          <ProblemLine
            key={`${p.row}-${p.text}`}
            problem={p}
            offer={offers?.find((o) => o.Requested === numberOf(p.text))}
            onRetry={onRetry}
            busy={busy}
          />
        ))}
      </ul>
    </Alert>
  );
}

function ProblemLine({
  problem,
  offer,
  onRetry,
  busy,
}: {
  problem: QuickOrderProblem;
  offer: ReplacementOffer | undefined;
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
      {offer && (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-1 small">
          <span>{replacedLineText(offer)}</span>
          <Button
            size="sm"
            variant="primary"
            disabled={busy}
            onClick={() =>
              onRetry(problem, problem.text.replace(offer.Requested, offer.Replacement))
            }
          >
            Add {offer.Replacement} instead
          </Button>
        </div>
      )}
    </li>
  );
}
