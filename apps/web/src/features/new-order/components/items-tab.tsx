import {
  formatUsd,
  parseQuickOrder,
  type CustomerSearchResult,
  type QuickOrderLine,
} from '@portal/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { resolveOrderLines, type LineProblem } from '../api/order-calls.ts';
import { withItems, type DraftItem } from '../model/order-draft.ts';

type Problem = LineProblem;

interface Props {
  customer: CustomerSearchResult;
  items: DraftItem[];
  onItems: (items: DraftItem[]) => void;
  /** Lines that could not be added, kept while the user moves between tabs. */
  problems: Problem[];
  onProblems: (problems: Problem[]) => void;
  error: string | null;
}

/** Tab 1: the order's parts, added by pasting lines (numbers and quantities) or one by one. */
export function ItemsTab({ customer, items, onItems, problems, onProblems, error }: Props) {
  const [paste, setPaste] = useState('');
  const [busy, setBusy] = useState(false);

  async function add(lines: QuickOrderLine[], unread: Problem[]) {
    if (lines.length === 0) {
      onProblems(unread);
      return;
    }
    setBusy(true);
    try {
      const { items: added, problems: refused } = await resolveOrderLines(customer, lines);
      onItems(withItems(items, added));
      onProblems([...unread, ...refused].sort((a, b) => a.row - b.row));
      if (added.length > 0) showToast('Item Added to Order');
    } catch {
      showToast('Fail to add item to Order', 'danger');
    } finally {
      setBusy(false);
    }
  }

  const addPasted = () => {
    const parsed = parseQuickOrder(paste);
    void add(parsed.lines, parsed.problems).then(() => setPaste(''));
  };

  const retry = (problem: Problem, text: string) => {
    const parsed = parseQuickOrder(text);
    const lines = parsed.lines.map((l) => ({ ...l, row: problem.row }));
    const rest = problems.filter((p) => p !== problem);
    void add(lines, [...rest, ...parsed.problems.map((p) => ({ ...p, row: problem.row }))]);
  };

  const setQuantity = (pcn: string, quantity: number) =>
    onItems(items.map((i) => (i.pcn === pcn ? { ...i, quantity } : i)));

  const total = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return (
    <>
      <Form.Group controlId="new-order-paste" className="mb-2">
        <Form.Label>Add parts</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={paste}
          placeholder={
            'One part a line: catalogue number (or your own part number) and quantity\n123-4567  2'
          }
          onChange={(e) => setPaste(e.target.value)}
        />
        <Form.Text>Copied from an e-mail or a spreadsheet; up to 500 lines.</Form.Text>
      </Form.Group>
      <Button onClick={addPasted} disabled={busy || paste.trim() === ''} className="mb-3">
        {busy ? 'Adding...' : 'Add to Order'}
      </Button>

      {problems.length > 0 && (
        <Alert variant="warning">
          <p className="mb-2">
            {problems.length === 1 ? 'This line was' : `These ${problems.length} lines were`} not
            added:
          </p>
          <ul className="list-unstyled mb-0">
            {problems.map((p) => (
              <ProblemLine key={`${p.row}-${p.text}`} problem={p} onRetry={retry} />
            ))}
          </ul>
        </Alert>
      )}

      {error && <p className="text-danger small">{error}</p>}
      {items.length === 0 ? (
        <p className="text-secondary">No parts in this order yet.</p>
      ) : (
        <Table responsive size="sm" className="align-middle">
          <caption className="caption-top">
            {items.length} {items.length === 1 ? 'item' : 'items'} — total {formatUsd(total)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Catalog #</th>
              <th scope="col">Description</th>
              <th scope="col" className="text-end">
                Price
              </th>
              <th scope="col">Quantity</th>
              <th scope="col" className="text-end">
                Total
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.pcn}>
                <td>{i.pcn}</td>
                <td>{i.description}</td>
                <td className="text-end">{formatUsd(i.price)}</td>
                <td style={{ maxWidth: '7rem' }}>
                  <Form.Control
                    type="number"
                    min={1}
                    max={9999}
                    size="sm"
                    aria-label={`Quantity of ${i.pcn}`}
                    value={i.quantity}
                    onChange={(e) =>
                      setQuantity(
                        i.pcn,
                        Math.min(9999, Math.max(1, Math.trunc(Number(e.target.value) || 1))),
                      )
                    }
                  />
                </td>
                <td className="text-end">{formatUsd(i.price * i.quantity)}</td>
                <td className="text-end">
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label={`Remove ${i.pcn}`}
                    onClick={() => onItems(items.filter((x) => x.pcn !== i.pcn))}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

function ProblemLine({
  problem,
  onRetry,
}: {
  problem: Problem;
  onRetry: (problem: Problem, text: string) => void;
}) {
  const [text, setText] = useState(problem.text);
  return (
    <li className="d-flex flex-wrap align-items-center gap-2 mb-1">
      <span className="small text-secondary">Line {problem.row}:</span>
      <Form.Control
        size="sm"
        style={{ maxWidth: '14rem' }}
        aria-label={`Line ${problem.row}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <span className="small">{problem.reason}</span>
      <Button size="sm" variant="outline-primary" onClick={() => onRetry(problem, text)}>
        Add again
      </Button>
    </li>
  );
}
