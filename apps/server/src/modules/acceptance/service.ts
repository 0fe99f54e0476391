import type { AcceptanceDocument, AcceptanceRecord, Site } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { completeAcceptance } from '../../lib/session-queries.ts';
import type { Viewer } from '../../lib/session.ts';
import { documentsToAccept, recordDecisions } from './queries.ts';

/**
 * The policy documents of a site. Accepting every one completes the user's sessions on it;
 * declining any records the decline and the session stays limited to these calls.
 */
export function createAcceptanceService(db: Database, now: () => number) {
  return {
    async pending(viewer: Viewer, site: Site): Promise<AcceptanceDocument[]> {
      const rows = await documentsToAccept(db, viewer.userId, site.SiteId);
      return rows.map((r) => ({
        SiteDocumentId: r.siteDocumentId,
        DocumentName: r.documentName,
        DocumentUrl: r.documentUrl,
        Read: false,
      }));
    },

    async decide(viewer: Viewer, site: Site, records: AcceptanceRecord[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const pending = await documentsToAccept(tx, viewer.userId, site.SiteId);
        const decided = new Map(records.map((r) => [r.SiteDocumentId, r.Accepted]));
        // Only this site's outstanding documents are recorded; other ids are ignored.
        const decisions = pending
          .filter((d) => decided.has(d.siteDocumentId))
          .map((d) => ({
            siteDocumentId: d.siteDocumentId,
            accepted: decided.get(d.siteDocumentId)!,
          }));
        await recordDecisions(tx, viewer.userId, decisions, new Date(now()));
        const allAccepted = pending.every((d) => decided.get(d.siteDocumentId) === true);
        if (allAccepted) await completeAcceptance(tx, viewer.userId);
        return allAccepted;
      });
    },
  };
}
export type AcceptanceService = ReturnType<typeof createAcceptanceService>;
