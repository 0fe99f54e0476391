import { parseQuickOrder, type CustomerSearchResult, type QuickOrderLine } from '@portal/domain';
import { Suspense, useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { OrderablePart } from '../model-table/model-table-host.ts';
import { QuickOrderFileButton } from '../quick-order/quick-order-file-button.tsx';
import { QuickOrderProblems } from '../quick-order/quick-order-problems.tsx';
import { showToast } from '../toast/toast-store.ts';
import type { DraftItem } from './draft-items.ts';
import { FindModelsModal } from './find-models-entry.ts';
import { ItemsTable } from './items-table.tsx';
import { useLineReplacements } from './use-line-replacements.ts';
import { resolveOrderLines, type LineProblem } from './wizard-calls.ts';

interface Props {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  customer: CustomerSearchResult;
  items: DraftItem[];
  onItems: (items: DraftItem[]) => void;
  /** Adds resolved lines to the latest items (several adds may be under way). */
  onAdd: (added: DraftItem[]) => void;
  /** Lines that could not be added, kept while the user moves between tabs. */
  problems: LineProblem[];
  onProblems: (problems: LineProblem[]) => void;
  error: string | null;
  /** What the lines make up: 'Order', 'Inquiry'. */
  noun: 'Order' | 'Inquiry';
  /** The price column's heading. */
  priceLabel?: string;
  /** The finder with its Browse By Category tab only (the new inquiry, §2.12). */
  browseOnly?: boolean;
}

/** A wizard's Items tab: parts added by pasting lines, from a file, or found in the catalogue. */
export function ItemsTab(props: Props) {
  const { customer, items, onItems, onAdd, problems, onProblems, error, noun } = props;
  const [paste, setPaste] = useState('');
  const [busy, setBusy] = useState(false);
  const [finding, setFinding] = useState(false);
  const [findingOpened, setFindingOpened] = useState(false);
  const replacements = useLineReplacements(customer, items, onItems, noun);

  const addModel = useCallback(
    async (model: OrderablePart) => {
      const line = { row: 1, number: model.PcnCatalogNumber, quantity: 1 };
      try {
        const { items: added, problems: refused } = await resolveOrderLines(customer, [line]);
        if (added.length === 0) throw new Error(refused[0]?.reason);
        onAdd(added);
        showToast(`Item Added to ${noun}`);
      } catch (e) {
        const reason = e instanceof Error && e.message ? `: ${e.message}` : '';
        showToast(`Fail to add item to ${noun}${reason}`, 'danger');
      }
    },
    [customer, onAdd, noun],
  );
  const onAddModel = useCallback((model: OrderablePart) => void addModel(model), [addModel]);

  async function add(lines: QuickOrderLine[], unread: LineProblem[]) {
    if (lines.length === 0) {
      onProblems(unread);
      return;
    }
    setBusy(true);
    try {
      const { items: added, problems: refused } = await resolveOrderLines(customer, lines);
      onAdd(added);
      onProblems([...unread, ...refused].sort((a, b) => a.row - b.row));
      if (added.length > 0) showToast(`Item Added to ${noun}`);
    } catch {
      showToast(`Fail to add item to ${noun}`, 'danger');
    } finally {
      setBusy(false);
    }
  }

  const addPasted = () => {
    const parsed = parseQuickOrder(paste);
    void add(parsed.lines, parsed.problems).then(() => setPaste(''));
  };

  const retry = (problem: LineProblem, text: string) => {
    const parsed = parseQuickOrder(text, { header: false });
    const lines = parsed.lines.map((l) => ({ ...l, row: problem.row }));
    const rest = problems.filter((p) => p !== problem);
    void add(lines, [...rest, ...parsed.problems.map((p) => ({ ...p, row: problem.row }))]);
  };

  return (
    <>
      <Form.Group controlId={`${props.idPrefix}-paste`} className="mb-2">
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
          {busy ? 'Adding...' : `Add to ${noun}`}
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
            browseOnly={props.browseOnly}
          />
        </Suspense>
      )}

      <QuickOrderProblems
        problems={problems}
        onRetry={retry}
        busy={busy}
        customerNumber={customer.CustomerNumber}
      />

      {error && <p className="text-danger small">{error}</p>}
      <ItemsTable
        items={items}
        onItems={onItems}
        priceLabel={props.priceLabel ?? 'Price'}
        noun={noun.toLowerCase()}
        offerFor={replacements.offerFor}
        onUseReplacement={(item, offer) => void replacements.replace(item, offer)}
        replacing={busy || replacements.replacing}
      />
    </>
  );
}
