import {
  creditHoldOrderMessage,
  INQUIRY_CONVERT_NOT_PENDING,
  INQUIRY_NOT_FOUND,
} from '@portal/domain';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useParams } from 'react-router';
import { getInquiry } from '../../../api/inquiries/get-inquiry.ts';
import { warnCreditHold } from '../../../ui/wizard/credit-hold-warning.ts';
import {
  findCustomer,
  resolveOrderLines,
  type LineProblem,
} from '../../../ui/wizard/wizard-calls.ts';
import { inquiryIdOf, prefillOf } from '../model/inquiry-prefill.ts';
import type { OrderDraft } from '../model/order-draft.ts';

export interface PrefillProgress {
  inquiryId: number;
  message: string;
  failed: boolean;
}

/**
 * A wizard opened to convert an inquiry (`/new/fromInquiry-{id}`, §2.10, §2.13): its customer,
 * ship-to and parts (priced for the customer today) are filled in, and its documents offered
 * as the PO document. An inquiry that cannot be read or converted leaves the wizard empty.
 */
export function useInquiryPrefill(
  setDraft: Dispatch<SetStateAction<OrderDraft>>,
  setProblems: (problems: LineProblem[]) => void,
): PrefillProgress | null {
  const { fromInquiry } = useParams();
  const inquiryId = inquiryIdOf(fromInquiry);
  const [progress, setProgress] = useState<PrefillProgress | null>(
    fromInquiry === undefined
      ? null
      : inquiryId === null
        ? { inquiryId: 0, message: INQUIRY_NOT_FOUND, failed: true }
        : { inquiryId, message: 'Loading the inquiry...', failed: false },
  );
  const started = useRef(false);
  useEffect(() => {
    if (inquiryId === null || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const inquiry = await getInquiry(inquiryId);
        if (inquiry.Status !== 'Pending') throw new Error(INQUIRY_CONVERT_NOT_PENDING);
        const prefill = prefillOf(inquiry);
        const customer = await findCustomer(prefill.customerNumber);
        if (!customer) throw new Error(`Customer ${prefill.customerNumber} was not found.`);
        if (customer.IsCreditBlocked) warnCreditHold(creditHoldOrderMessage());
        const { items, problems } = await resolveOrderLines(customer, prefill.lines);
        setDraft((d) => ({
          ...d,
          customer,
          ...prefill.shipTo,
          salesRep: customer.SalesReps[0]?.SalesRepNumber ?? '',
          items,
          inquiryId: prefill.inquiryId,
          inquiryFiles: prefill.files,
          inquiryFileIds: [],
        }));
        setProblems(problems);
        setProgress({
          inquiryId,
          message:
            `${items.length} of ${prefill.lines.length} parts added at today’s prices` +
            (problems.length > 0
              ? `; ${problems.length} can no longer be ordered (see Items).`
              : '.'),
          failed: false,
        });
      } catch (error) {
        setProgress({
          inquiryId,
          message: error instanceof Error ? error.message : 'The inquiry could not be read.',
          failed: true,
        });
      }
    })();
  }, [inquiryId, setDraft, setProblems]);
  return progress;
}
