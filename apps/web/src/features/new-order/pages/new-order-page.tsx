import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { useNavigate } from 'react-router';
import { checkOrder } from '../../../api/orders/check-order.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useDebouncedValue } from '../../../ui/model-table/use-debounced-value.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { isPoNumberUsed, placeOrder, type LineProblem } from '../api/order-calls.ts';
import { useCartLines } from '../components/use-cart-lines.ts';
import { useReorder } from '../components/use-reorder.ts';
import { useRepricing } from '../components/use-repricing.ts';
import { CustomerTab, warnCreditHold } from '../components/customer-tab.tsx';
import { ItemsTab } from '../components/items-tab.tsx';
import { ShippingTab } from '../components/shipping-tab.tsx';
import {
  draftProblem,
  emptyDraft,
  orderInputOf,
  tabProblem,
  withItems,
  type DraftItem,
  type OrderDraft,
} from '../model/order-draft.ts';

const TABS = ['Customer', 'Items', 'Shipping and Documents'] as const;
const PO_CHECK_DEBOUNCE_MS = 500;
const POLL_MS = 1_000;
const PLACE_QUESTION =
  'Please confirm you wish to place this order and there is a PO Document attached';
const FAILED = 'Error processing request. Please try again later or contact support';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The new-order wizard (signed-in portals §2.10, §4): three tabs, then the ERP's number. */
export function NewOrderPage() {
  usePageMeta({ title: ['New Order'], crumbs: null });
  const navigate = useNavigate();
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft);
  const [tab, setTab] = useState(0);
  const [shownError, setShownError] = useState<{ tab: number; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const reorder = useReorder(setDraft, setProblems);
  useRepricing(draft, setDraft, setProblems);
  const cartLines = useCartLines(draft.customer, reorder !== null, setDraft, setProblems);
  // One key for every attempt at this order: a repeat after a lost answer places it once.
  const key = useRef(crypto.randomUUID());

  const change = (patch: Partial<OrderDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setShownError(null);
  };

  const addItems = useCallback((added: DraftItem[]) => {
    setDraft((d) => ({ ...d, items: withItems(d.items, added) }));
    setShownError(null);
  }, []);

  const customerNumber = draft.customer?.CustomerNumber ?? '';
  const po = useDebouncedValue(draft.purchaseNo, PO_CHECK_DEBOUNCE_MS);
  const poCheck = useQuery({
    queryKey: ['new-order', 'po-used', customerNumber, po],
    queryFn: ({ signal }) => isPoNumberUsed(po, customerNumber, signal),
    enabled: po !== '' && customerNumber !== '',
  });
  const poUsed = poCheck.data === true && po === draft.purchaseNo;
  const busy = status !== null;

  const stopAt = (problem: { tab: 0 | 1 | 2; message: string }) => {
    setTab(problem.tab);
    setShownError(problem);
    if (problem.tab === 1) showToast(problem.message, 'warning');
  };

  const next = () => {
    if (draft.customer?.IsCreditBlocked) return warnCreditHold();
    if (tab < 2) {
      const problem = tabProblem(draft, poUsed, tab);
      if (problem) return stopAt(problem);
      setTab(tab + 1);
      return;
    }
    const problem = draftProblem(draft, poUsed);
    if (problem) return stopAt(problem);
    setConfirming(true);
  };

  async function submit() {
    setConfirming(false);
    setStatus('Placing the order...');
    try {
      const placed = await placeOrder(orderInputOf(draft), draft.files, key.current);
      setStatus('Waiting for the ERP to confirm the order...');
      for (;;) {
        const check = await checkOrder(String(placed.OrderId));
        if (check.OrderSynced && check.SalesOrderNumber) {
          await cartLines.clearTaken().catch(() => undefined);
          await navigate(`/order_summary/${check.SalesOrderNumber}`);
          return;
        }
        await pause(POLL_MS);
      }
    } catch (error) {
      setStatus(null);
      showToast(error instanceof Error && error.message ? error.message : FAILED, 'danger');
    }
  }

  const error = shownError?.tab === tab ? shownError.message : null;
  return (
    <section aria-labelledby="new-order-title">
      <h1 id="new-order-title" className="h3 mb-3">
        New Order
      </h1>
      {cartLines.message && (
        <p role="status" className="text-secondary">
          {cartLines.message}
        </p>
      )}
      {reorder && (
        <p role="status" className={reorder.failed ? 'text-danger' : 'text-secondary'}>
          {reorder.message}
        </p>
      )}
      <Nav variant="tabs" className="mb-3" as="ol" aria-label="Steps">
        {TABS.map((name, index) => (
          <Nav.Item as="li" key={name}>
            <Nav.Link
              as="span"
              active={index === tab}
              aria-current={index === tab ? 'step' : undefined}
              className={index > tab ? 'text-secondary' : undefined}
            >
              {index + 1}. {name}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>

      {tab === 0 && <CustomerTab draft={draft} change={change} poUsed={poUsed} error={error} />}
      {tab === 1 && draft.customer && (
        <ItemsTab
          customer={draft.customer}
          items={draft.items}
          onItems={(items) => change({ items })}
          onAdd={addItems}
          problems={problems}
          onProblems={setProblems}
          error={error}
        />
      )}
      {tab === 2 && <ShippingTab draft={draft} change={change} error={error} />}

      <div className="d-flex gap-2 justify-content-end border-top pt-3 mt-4">
        {status && (
          <span className="me-auto align-self-center" role="status">
            {status}
          </span>
        )}
        <Button
          variant="outline-secondary"
          onClick={() => setTab(tab - 1)}
          disabled={tab === 0 || busy || poCheck.isFetching}
        >
          Back
        </Button>
        <Button onClick={next} disabled={busy}>
          {tab === 2 ? 'Place Order' : 'Next'}
        </Button>
      </div>
      <ConfirmDialog
        message={confirming ? PLACE_QUESTION : null}
        title="Place Order"
        confirmLabel="Yes"
        cancelLabel="No"
        confirmVariant="primary"
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
