import { DocumentLevel, readerDocumentLevel, type Site } from '@portal/domain';
import { Forbidden } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';

/** What the documents belong to; the refusals name it. */
export type DocumentHolder = 'order' | 'inquiry';

const siteMessages = (holder: DocumentHolder): Record<number, string> => ({
  [DocumentLevel.View]: `${holder === 'order' ? 'Order' : 'Inquiry'} documents are not managed on this site.`,
  [DocumentLevel.Upload]: `Uploading ${holder} documents is not allowed on this site.`,
  [DocumentLevel.Manage]: `Managing ${holder} documents is not allowed on this site.`,
});

const accountMessages: Record<DocumentHolder, Record<number, string>> = {
  order: {
    [DocumentLevel.Upload]: 'Your account may not upload order documents.',
    [DocumentLevel.Manage]: 'Your account may not clip, unclip or delete order documents.',
  },
  inquiry: {
    [DocumentLevel.Upload]: 'Your account may not upload inquiry documents.',
    [DocumentLevel.Manage]: 'Your account may not delete inquiry documents.',
  },
};

/**
 * The site's ManageDocuments level (1 view, 2 upload, 3 manage) must reach `level`. A guest
 * holding an order's key has only the site's level (decision 054); a signed-in caller also
 * needs the Orders flags (`readerDocumentLevel`, the rule the page shows).
 */
export function requireDocumentLevel(
  site: Site,
  viewer: Viewer | null,
  level: number,
  holder: DocumentHolder,
): void {
  const messages = siteMessages(holder);
  if (site.ManageDocuments < level)
    throw new Forbidden(
      site.ManageDocuments === 0 ? messages[DocumentLevel.View] : messages[level],
    );
  if (readerDocumentLevel(site.ManageDocuments, viewer?.effectivePermissions ?? null) < level)
    throw new Forbidden(accountMessages[holder][level] ?? messages[level]);
}
