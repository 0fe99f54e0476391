import {
  CUSTOMER_REQUIRED,
  INQUIRY_COMMENT_LINES,
  inquiryContact,
  inquiryData,
  type InquiryInput,
} from '@portal/domain';
import { submissionItemsOf, type PricedDraft } from '../../../ui/wizard/draft-items.ts';
import {
  emptyShipTo,
  oneTimeErrorsBy,
  shipToPartyOf,
  type OneTimeErrors,
  type ShipToDraft,
} from '../../../ui/wizard/ship-to-draft.ts';
import type { StepProblem } from '../../../ui/wizard/use-wizard-steps.ts';

/** The new inquiry's tabs (signed-in portals §2.12), indexed 0-2. */
export const INQUIRY_STEPS = ['Address', 'Items', 'Comments'] as const;

export const CONTACT_FIELDS = ['Name', 'Phone', 'Email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the wizard holds until the inquiry is created. */
export interface InquiryDraft extends PricedDraft, ShipToDraft {
  contact: Record<ContactField, string>;
  /** 'Comment Line 1..3'. */
  comments: string[];
  files: File[];
}

/** A fresh draft; the contact starts as the signed-in user, who may change it. */
export const emptyInquiryDraft = (
  contact: Partial<Record<ContactField, string>> = {},
): InquiryDraft => ({
  customer: null,
  ...emptyShipTo(),
  contact: { Name: '', Phone: '', Email: '', ...contact },
  items: [],
  comments: Array.from({ length: INQUIRY_COMMENT_LINES }, () => ''),
  files: [],
});

export const inquiryInputOf = (draft: InquiryDraft): InquiryInput => {
  const customerNumber = draft.customer?.CustomerNumber ?? '';
  return {
    BillToParty: { PartnerNumber: customerNumber },
    ShipToParty: shipToPartyOf(customerNumber, draft),
    Contact: {
      Name: draft.contact.Name.trim(),
      Phone: draft.contact.Phone.trim(),
      Email: draft.contact.Email.trim(),
    },
    // Only lines with text are sent (§7: Comments, non-empty strings).
    Comments: draft.comments.map((c) => c.trim()).filter((c) => c !== ''),
    Items: submissionItemsOf(draft.items),
  };
};

/** The tab where each part of the request is put right. */
const TAB_OF: Record<string, 0 | 1 | 2> = {
  BillToParty: 0,
  ShipToParty: 0,
  Contact: 0,
  Items: 1,
  Comments: 2,
};

export interface InquiryProblem extends StepProblem {
  tab: 0 | 1 | 2;
}

/**
 * The first thing, tab by tab, that keeps the inquiry from being created: the shared schema's
 * messages, which the server applies too.
 */
export function draftProblem(draft: InquiryDraft): InquiryProblem | null {
  if (!draft.customer) return { tab: 0, message: CUSTOMER_REQUIRED };
  const parsed = inquiryData.safeParse(inquiryInputOf(draft));
  if (parsed.success) return null;
  const problems = parsed.error.issues.map((issue) => ({
    tab: TAB_OF[String(issue.path[0])] ?? 0,
    message: issue.message,
  }));
  return problems.reduce((first, p) => (p.tab < first.tab ? p : first));
}

/** The problem that keeps the user on `tab` (moving forward checks only the tabs passed). */
export function tabProblem(draft: InquiryDraft, tab: number): InquiryProblem | null {
  const problem = draftProblem(draft);
  return problem && problem.tab <= tab ? problem : null;
}

/** The contact's messages, field by field. */
export function contactErrors(draft: InquiryDraft): Partial<Record<ContactField, string>> {
  const parsed = inquiryContact.safeParse(inquiryInputOf(draft).Contact);
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]) as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The one-time ship-to's messages, field by field ('Address name is required' first). */
export const oneTimeErrors = (draft: InquiryDraft): OneTimeErrors =>
  oneTimeErrorsBy(inquiryData.shape.ShipToParty, draft.customer?.CustomerNumber ?? '', draft);
