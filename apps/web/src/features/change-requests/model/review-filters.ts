import {
  changeRequestKind,
  changeRequestStatus,
  type ChangeRequestKind,
  type ChangeRequestStatusValue,
} from '@portal/domain';
import type { ChangeRequestFilter } from '../api/get-change-requests.ts';

/** The queue's filters as the address keeps them (decision 179: oldest waiting first). */
export interface ReviewFilters {
  /** 'any' shows every status; the queue starts with the requests waiting for review. */
  status: ChangeRequestStatusValue | 'any';
  kind: ChangeRequestKind | '';
  catalogNumber: string;
  requestedBy: string;
}

export const DEFAULT_REVIEW_FILTERS: ReviewFilters = {
  status: 'Submitted',
  kind: '',
  catalogNumber: '',
  requestedBy: '',
};

/** The filters an address names; a value the server would refuse is left out. */
export function reviewFiltersOf(query: URLSearchParams): ReviewFilters {
  const status = query.get('status');
  const kind = changeRequestKind.safeParse(query.get('kind'));
  return {
    status:
      status === 'any'
        ? 'any'
        : (changeRequestStatus.safeParse(status).data ?? DEFAULT_REVIEW_FILTERS.status),
    kind: kind.success ? kind.data : '',
    catalogNumber: query.get('catalogNumber')?.trim() ?? '',
    requestedBy: query.get('requestedBy')?.trim() ?? '',
  };
}

/** The address of the filters: the defaults and empty ones are left out. */
export function reviewQueryOf(filters: ReviewFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status !== DEFAULT_REVIEW_FILTERS.status) query.set('status', filters.status);
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.catalogNumber.trim()) query.set('catalogNumber', filters.catalogNumber.trim());
  if (filters.requestedBy.trim()) query.set('requestedBy', filters.requestedBy.trim());
  return query;
}

/** What the queue asks the server for. */
export function reviewListFilter(filters: ReviewFilters): ChangeRequestFilter {
  return {
    scope: 'all',
    ...(filters.status === 'any' ? {} : { status: filters.status }),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.catalogNumber ? { catalogNumber: filters.catalogNumber } : {}),
    ...(filters.requestedBy ? { requestedBy: filters.requestedBy } : {}),
  };
}

export const isDefaultReview = (filters: ReviewFilters): boolean =>
  reviewQueryOf(filters).toString() === '';
