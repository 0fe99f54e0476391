import { inquiryAnswer, type InquiryAnswer } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postOrderArea } from '../order-area-call.ts';
import { INQUIRY_LIST_KEY } from './get-inquiries.ts';
import { inquiryKey } from './get-inquiry.ts';

/** POST /api/inquiry/{id}/cancel {Reason} (customer admins only): answers the cancelled inquiry. */
export const cancelInquiry = (inquiryId: number, reason: string): Promise<InquiryAnswer> =>
  postOrderArea(`/inquiry/${inquiryId}/cancel`, inquiryAnswer, { Reason: reason });

/**
 * Cancels with a reason, then reloads the inquiry and the lists (§5: the list cache is
 * bypassed after a change). A refusal reloads too: the inquiry may have changed meanwhile.
 */
export function useCancelInquiry(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelInquiry(inquiryId, reason),
    onSuccess: (answer) => queryClient.setQueryData(inquiryKey(inquiryId), answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKey(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: INQUIRY_LIST_KEY }),
      ]),
  });
}
