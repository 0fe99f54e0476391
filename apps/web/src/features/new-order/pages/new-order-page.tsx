import { creditHoldOrderMessage } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useNavigate, useParams } from 'react-router';
import { inquiryKey } from '../../../api/inquiries/get-inquiry.ts';
import { checkOrder } from '../../../api/orders/check-order.ts';
import { useDebouncedValue } from '../../../ui/model-table/use-debounced-value.ts';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { warnCreditHold } from '../../../ui/wizard/credit-hold-warning.ts';
import { ItemsTab } from '../../../ui/wizard/items-tab.tsx';
import { useCartLines } from '../../../ui/wizard/use-cart-lines.ts';
import { useRepricing } from '../../../ui/wizard/use-repricing.ts';
import { useWizardDraft } from '../../../ui/wizard/use-wizard-draft.ts';
import { WizardShell } from '../../../ui/wizard/wizard-shell.tsx';
import { submissionFailure } from '../../../ui/wizard/wizard-calls.ts';
import { isPoNumberUsed, placeOrder } from '../api/order-calls.ts';
import { CustomerTab } from '../components/customer-tab.tsx';
import { ShippingTab } from '../components/shipping-tab.tsx';
import { useInquiryPrefill, type PrefillProgress } from '../components/use-inquiry-prefill.ts';
import { useReorder } from '../components/use-reorder.ts';
import { emptyDraft, orderInputOf, tabProblem, type OrderDraft } from '../model/order-draft.ts';

const STEPS = ['Customer', 'Items', 'Shipping and Documents'] as const;
const PO_CHECK_DEBOUNCE_MS = 500;
const POLL_MS = 1_000;
const PLACE_QUESTION =
  'Please confirm you wish to place this order and there is a PO Document attached';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The new-order wizard (signed-in portals §2.10, §4): three tabs, then the ERP's number. */
export function NewOrderPage() {
  // Another inquiry to convert (or none) is another order: the wizard starts again.
  const { fromInquiry = '' } = useParams();
  return <NewOrderWizard key={fromInquiry} />;
}

function NewOrderWizard() {
  usePageMeta({ title: ['New Order'], crumbs: null });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { draft, setDraft, problems, setProblems, wizard, change, addItems } =
    useWizardDraft<OrderDraft>(emptyDraft, STEPS.length);
  const [status, setStatus] = useState<string | null>(null);
  const reorder = useReorder(setDraft, setProblems);
  const prefill = useInquiryPrefill(setDraft, setProblems);
  useRepricing(draft, setDraft, setProblems, 'order');
  const cartLines = useCartLines(
    draft.customer,
    reorder !== null || prefill !== null,
    setDraft,
    setProblems,
  );
  // One key for every attempt at this order: a repeat after a lost answer places it once.
  const key = useRef(crypto.randomUUID());

  const customerNumber = draft.customer?.CustomerNumber ?? '';
  const po = useDebouncedValue(draft.purchaseNo, PO_CHECK_DEBOUNCE_MS);
  const poCheck = useQuery({
    queryKey: ['new-order', 'po-used', customerNumber, po],
    queryFn: ({ signal }) => isPoNumberUsed(po, customerNumber, signal),
    enabled: po !== '' && customerNumber !== '',
  });
  const poUsed = poCheck.data === true && po === draft.purchaseNo;
  const busy = status !== null;

  const next = () => {
    if (draft.customer?.IsCreditBlocked) return warnCreditHold(creditHoldOrderMessage());
    wizard.forward((tab) => tabProblem(draft, poUsed, tab));
  };

  async function submit() {
    wizard.closeConfirmation();
    setStatus('Placing the order...');
    try {
      const placed = await placeOrder(orderInputOf(draft), draft.files, key.current);
      setStatus('Waiting for the ERP to confirm the order...');
      for (;;) {
        const check = await checkOrder(String(placed.OrderId));
        if (check.OrderSynced && check.SalesOrderNumber) {
          await cartLines.clearTaken().catch(() => undefined);
          // The converted inquiry now names this order.
          if (draft.inquiryId !== null)
            void queryClient.invalidateQueries({ queryKey: inquiryKey(draft.inquiryId) });
          await navigate(`/order_summary/${check.SalesOrderNumber}`);
          return;
        }
        await pause(POLL_MS);
      }
    } catch (error) {
      setStatus(null);
      showToast(submissionFailure(error), 'danger');
    }
  }

  const { tab, error } = wizard;
  return (
    <section aria-labelledby="new-order-title">
      <h1 id="new-order-title" className="h3 mb-3">
        New Order
      </h1>
      {prefill && <ConvertingInquiry progress={prefill} />}
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
      <WizardShell
        steps={STEPS}
        tab={tab}
        finishLabel="Place Order"
        status={status}
        onBack={wizard.back}
        onNext={next}
        backDisabled={busy || poCheck.isFetching}
        nextDisabled={busy}
        confirmQuestion={PLACE_QUESTION}
        confirming={wizard.confirming}
        onConfirm={() => void submit()}
        onCancel={wizard.closeConfirmation}
      >
        {tab === 0 && <CustomerTab draft={draft} change={change} poUsed={poUsed} error={error} />}
        {tab === 1 && draft.customer && (
          <ItemsTab
            idPrefix="new-order"
            noun="Order"
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
      </WizardShell>
    </section>
  );
}

/** Says which inquiry the order converts, or why it cannot (§2.13). */
function ConvertingInquiry({ progress }: { progress: PrefillProgress }) {
  if (progress.failed)
    return (
      <Alert variant="danger" role="alert">
        {progress.inquiryId > 0 ? `Inquiry ${progress.inquiryId} cannot be converted: ` : ''}
        {progress.message}
      </Alert>
    );
  return (
    <Alert variant="info" role="status">
      <strong>Converting inquiry {progress.inquiryId}</strong>
      <span className="d-block small">{progress.message}</span>
    </Alert>
  );
}
