import { INQUIRY_CREDIT_HOLD } from '@portal/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { createInquiry } from '../../../api/inquiries/create-inquiry.ts';
import { EstimateBanner } from '../../../ui/inquiries/estimate-banner.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { warnCreditHold } from '../../../ui/wizard/credit-hold-warning.ts';
import { ItemsTab } from '../../../ui/wizard/items-tab.tsx';
import { useCartLines } from '../../../ui/wizard/use-cart-lines.ts';
import { useRepricing } from '../../../ui/wizard/use-repricing.ts';
import { useWizardDraft } from '../../../ui/wizard/use-wizard-draft.ts';
import { WizardShell } from '../../../ui/wizard/wizard-shell.tsx';
import { submissionFailure } from '../../../ui/wizard/wizard-calls.ts';
import { AddressTab } from '../components/address-tab.tsx';
import { CommentsTab } from '../components/comments-tab.tsx';
import {
  emptyInquiryDraft,
  INQUIRY_STEPS,
  inquiryInputOf,
  tabProblem,
  type InquiryDraft,
} from '../model/inquiry-draft.ts';

const CONFIRM_QUESTION = 'Please confirm you wish to place this inquiry';

/** The new-inquiry wizard (signed-in portals §2.12, §4): Address, Items, Comments, then create. */
export function NewInquiryPage() {
  usePageMeta({ title: ['New Inquiry'], crumbs: null });
  const navigate = useNavigate();
  const user = useLiveUser();
  const { draft, setDraft, problems, setProblems, wizard, change, addItems } =
    useWizardDraft<InquiryDraft>(
      () =>
        emptyInquiryDraft(
          user ? { Name: `${user.Name} ${user.LastName}`.trim(), Email: user.Email } : {},
        ),
      INQUIRY_STEPS.length,
    );
  const [sending, setSending] = useState(false);
  useRepricing(draft, setDraft, setProblems, 'inquiry');
  const cartLines = useCartLines(draft.customer, false, setDraft, setProblems);
  // One key for every attempt at this inquiry: a repeat after a lost answer creates it once.
  const key = useRef(crypto.randomUUID());

  const next = () => {
    if (draft.customer?.IsCreditBlocked) return warnCreditHold(INQUIRY_CREDIT_HOLD);
    wizard.forward((tab) => tabProblem(draft, tab));
  };

  async function submit() {
    wizard.closeConfirmation();
    setSending(true);
    try {
      const { InquiryId } = await createInquiry(inquiryInputOf(draft), draft.files, key.current);
      await cartLines.clearTaken().catch(() => undefined);
      await navigate(`/inquiry/inquiry_summary/${InquiryId}`);
    } catch (error) {
      setSending(false);
      const message = submissionFailure(error);
      if (message === INQUIRY_CREDIT_HOLD) warnCreditHold(message);
      else showToast(message, 'danger');
    }
  }

  const { tab, error } = wizard;
  return (
    <section aria-labelledby="new-inquiry-title">
      <h1 id="new-inquiry-title" className="h3 mb-3">
        New Inquiry
      </h1>
      <EstimateBanner />
      {cartLines.message && (
        <p role="status" className="text-secondary">
          {cartLines.message}
        </p>
      )}
      <WizardShell
        steps={INQUIRY_STEPS}
        tab={tab}
        finishLabel="Create Inquiry"
        status={sending ? 'Creating the inquiry...' : null}
        onBack={wizard.back}
        onNext={next}
        backDisabled={sending}
        nextDisabled={sending}
        confirmQuestion={CONFIRM_QUESTION}
        confirming={wizard.confirming}
        onConfirm={() => void submit()}
        onCancel={wizard.closeConfirmation}
      >
        {tab === 0 && (
          <AddressTab draft={draft} change={change} showErrors={wizard.attempted} error={error} />
        )}
        {tab === 1 && draft.customer && (
          <ItemsTab
            idPrefix="new-inquiry"
            noun="Inquiry"
            priceLabel="Suggested Price"
            browseOnly
            customer={draft.customer}
            items={draft.items}
            onItems={(items) => change({ items })}
            onAdd={addItems}
            problems={problems}
            onProblems={setProblems}
            error={error}
          />
        )}
        {tab === 2 && <CommentsTab draft={draft} change={change} error={error} />}
      </WizardShell>
    </section>
  );
}
