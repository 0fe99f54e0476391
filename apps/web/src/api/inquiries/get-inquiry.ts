import { inquiryAnswer, type InquiryAnswer } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKey } from '../accounts/account-keys.ts';
import { isNotFound } from '../api-error.ts';
import { getOrderArea } from '../order-area-call.ts';

/** One inquiry's queries (its documents too) start with this key. */
export const inquiryKey = (inquiryId: number) => accountKey('inquiry', inquiryId);

/** GET /api/inquiry/{id}: 404 'Inquiry not found' for an unknown one or one the reader may not see. */
export const getInquiry = (inquiryId: number, signal?: AbortSignal): Promise<InquiryAnswer> =>
  getOrderArea(`/inquiry/${inquiryId}`, inquiryAnswer, { signal });

export const inquiryQueryOptions = (inquiryId: number) =>
  queryOptions({
    queryKey: inquiryKey(inquiryId),
    queryFn: ({ signal }) => getInquiry(inquiryId, signal),
    // A 404 will not change on a retry.
    retry: (count, error) => count < 2 && !isNotFound(error),
  });

export const useInquiry = (inquiryId: number) => useQuery(inquiryQueryOptions(inquiryId));
