import {
  formatUsd,
  parseQuickOrder,
  type CustomerSearchResult,
  type QuickOrderLine,
} from '@portal/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { QuickOrderFileButton } from '../../../ui/quick-order/quick-order-file-button.tsx';
import { QuickOrderProblems } from '../../../ui/quick-order/quick-order-problems.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { resolveOrderLines, type LineProblem } from '../api/order-calls.ts';
import type { OrderablePart } from '../../../ui/model-table/model-table-host.ts';
import type { DraftItem } from '../model/order-draft.ts';

// The finder brings the product page's tables: loaded when first opened.
const FindModelsModal = lazy(() =>
  import('../../model-finder/components/find-models-modal.tsx').then((m) => ({
    default: m.FindModelsModal,
  })),
);

type Problem = LineProblem;

interface Props {
  customer: CustomerSearchResult;
  items: DraftItem[];
  onItems: (items: DraftItem[]) => void;
  /** Adds resolved lines to the order's latest items (several adds may be under way). */
  onAdd: (added: DraftItem[]) => void;
  /** Lines that could not be added, kept while the user moves between tabs. */
  problems: Problem[];
  onProblems: (problems: Problem[]) => void;
  error: string | null;
}

/** Tab 1: the order's parts, added by pasting lines (numbers and quantities) or one by one. */
export function ItemsTab(props: Props) {
  const { customer, items, onItems, onAdd, problems, onProblems, error } = props;
  const [paste, setPaste] = useState('');
  const [busy, setBusy] = useState(false);
  const [finding, setFinding] = useState(false);
  const [findingOpened, setFindingOpened] = useState(false);

  const addModel = useCallback(
    async (model: OrderablePart) => {
      const line = { row: 1, number: model.PcnCatalogNumber, quantity: 1 };
      try {
        const { items: added, problems: refused } = await resolveOrderLines(customer, [line]);
        if (added.length === 0) throw new Error(refused[0]?.reason);
        onAdd(added);
        showToast('Item Added to Order');
      } catch (e) {
        const reason = e instanceof Error && e.message ? `: ${e.message}` : '';
        showToast(`Fail to add item to Order${reason}`, 'danger');
      }
    },
    [customer, onAdd],
  );
  const onAddModel = useCallback((model: OrderablePart) => void addModel(model), [addModel]);

  async function add(lines: QuickOrderLine[], unread: Problem[]) {
    if (lines.length === 0) {
      onProblems(unread);
      return;
    }
    setBusy(true);
    try {
      const { items: added, problems: refused } = await resolveOrderLines(customer, lines);
      onAdd(added);
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
    const parsed = parseQuickOrder(text, { header: false });
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
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button onClick={addPasted} disabled={busy || paste.trim() === ''}>
          {busy ? 'Adding...' : 'Add to Order'}
        </Button>
        <QuickOrderFileButton
          disabled={busy}
          onText={(text) => {
            const parsed = parseQuickOrder(text);
            void add(parsed.lines, parsed.problems);
          }}
        />
        <Button
          variant="outline-primary"
          onClick={() => {
            setFinding(true);
            setFindingOpened(true);
          }}
        >
          Browse Catalogue
        </Button>
      </div>
      {findingOpened && (
        <Suspense fallback={null}>
          <FindModelsModal
            show={finding}
            onHide={() => setFinding(false)}
            customerNumber={customer.CustomerNumber}
            onAddModel={onAddModel}
          />
        </Suspense>
      )}

      <QuickOrderProblems problems={problems} onRetry={retry} busy={busy} />

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
