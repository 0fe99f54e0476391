import { readerDocumentLevel } from '@portal/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { isNotFound } from '../../../api/api-error.ts';
import { useInquiry } from '../../../api/inquiries/get-inquiry.ts';
import { useSite } from '../../../api/get-site.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { EstimateBanner } from '../../../ui/inquiries/estimate-banner.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { NotFoundCard } from '../../../ui/summary/not-found-card.tsx';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { CancelInquiryDialog } from '../components/cancel-inquiry-dialog.tsx';
import { CancelledNote } from '../components/cancelled-note.tsx';
import { InquiryBlocks } from '../components/inquiry-blocks.tsx';
import { InquiryHeading } from '../components/inquiry-heading.tsx';
import { InquiryTabs } from '../components/inquiry-tabs.tsx';
import { inquiryActions, inquiryDocumentLevel, inquiryIdOf } from '../model/inquiry-rules.ts';

const NOT_FOUND = (
  <NotFoundCard
    title="Error - Inquiry not found"
    hint="Check the inquiry number, or find the inquiry in the inquiry list."
  />
);

/** Route `inquiry_summary`: one inquiry, and for customer service a pending one's cancel and convert. */
export function InquirySummaryPage() {
  const param = useParams().inquiryId;
  const inquiryId = inquiryIdOf(param);
  usePageMeta({ title: [`Inquiry ${param ?? ''}`.trim()], crumbs: null });
  if (inquiryId === null)
    return (
      <>
        <EstimateBanner />
        {NOT_FOUND}
      </>
    );
  // A new id starts afresh: an open cancel dialog does not carry over to another inquiry.
  return <InquirySummary key={inquiryId} inquiryId={inquiryId} />;
}

function InquirySummary({ inquiryId }: { inquiryId: number }) {
  const site = useSite();
  const user = useLiveUser();
  // The summaries switch to their phone layout at a window width of 1024, like the order's.
  const compact = useMediaQuery('(max-width: 1024px)');
  const inquiry = useInquiry(inquiryId);
  const [cancelling, setCancelling] = useState(false);

  let body;
  if (inquiry.isPending) body = <Loading label="Loading the inquiry" />;
  else if (inquiry.isError)
    body = isNotFound(inquiry.error) ? (
      NOT_FOUND
    ) : (
      <ErrorState title="Error" error={inquiry.error} onRetry={() => void inquiry.refetch()} />
    );
  else {
    const data = inquiry.data;
    const can = inquiryActions(data.Status, user?.Roles ?? []);
    const readerLevel = readerDocumentLevel(
      site.ManageDocuments,
      user?.EffectivePermissions ?? null,
    );
    body = (
      <>
        <InquiryHeading inquiry={data} can={can} onCancel={() => setCancelling(true)} />
        <CancelledNote inquiry={data} />
        <InquiryBlocks inquiry={data} />
        <InquiryTabs
          inquiry={data}
          documentLevel={inquiryDocumentLevel(readerLevel, data.Status)}
          compact={compact}
        />
        {can.canCancel && (
          <CancelInquiryDialog
            inquiryId={inquiryId}
            show={cancelling}
            onClose={() => setCancelling(false)}
          />
        )}
      </>
    );
  }
  return (
    <div className="inquiry-summary">
      <EstimateBanner />
      {body}
    </div>
  );
}
