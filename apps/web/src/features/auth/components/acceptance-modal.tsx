import { AccountMessage, type AcceptanceDocument } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { dispatchSession } from '../../../api/accounts/session-store.ts';
import { useSignOut } from '../../../api/accounts/use-session.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { acceptanceDocumentsQuery, saveAcceptance } from '../api/acceptance.ts';
import { DocumentList, type ReadState } from './document-list.tsx';
import { PdfPages } from './pdf-pages.tsx';

/**
 * The site's policy documents for a user who must accept them. Accept and Decline open up
 * only after every document has been opened and read to its last page.
 */
export function AcceptanceModal() {
  const documents = useQuery(acceptanceDocumentsQuery());
  const [states, setStates] = useState<Record<number, ReadState>>({});
  const [viewing, setViewing] = useState<AcceptanceDocument | null>(null);
  const [viewError, setViewError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [declined, setDeclined] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();

  const list = documents.data ?? [];
  const allRead = list.every((d) => states[d.SiteDocumentId] === 'read');
  const mark = (id: number, state: ReadState) =>
    setStates((current) => (current[id] === 'read' ? current : { ...current, [id]: state }));

  const decide = async (accepted: boolean) => {
    setSaving(true);
    try {
      const records = list.map((d) => ({ SiteDocumentId: d.SiteDocumentId, Accepted: accepted }));
      const result = records.length ? await saveAcceptance(records) : { Accepted: true };
      if (!accepted) {
        setDeclined(true);
        return;
      }
      if (result.Accepted) {
        dispatchSession({ type: 'acceptance-saved', accepted: true });
        void navigate('/');
      } else void documents.refetch();
    } catch (error) {
      setViewError(error instanceof Error ? error.message : 'The request did not succeed.');
    } finally {
      setSaving(false);
    }
  };

  const leave = async () => {
    dispatchSession({ type: 'acceptance-saved', accepted: false });
    await signOut();
    void navigate('/authentication/login');
  };

  const open = (document: AcceptanceDocument) => {
    setViewError(null);
    setViewing(document);
    mark(document.SiteDocumentId, 'opened');
  };

  let body;
  if (declined)
    body = (
      <Alert variant="warning" className="mb-0">
        {AccountMessage.acceptanceRequired}
      </Alert>
    );
  else if (documents.isPending) body = <Loading />;
  else if (documents.isError)
    body = <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />;
  else if (viewing)
    body = (
      <>
        <h3 className="h6">{viewing.DocumentName}</h3>
        {states[viewing.SiteDocumentId] !== 'read' && (
          <p className="small text-warning-emphasis">{AccountMessage.mustReadToEnd}</p>
        )}
        {viewError && <Alert variant="danger">{viewError}</Alert>}
        <PdfPages
          // A fresh viewer per document: nothing read in one can count for the next.
          key={viewing.SiteDocumentId}
          url={`/d/${encodeURIComponent(viewing.DocumentUrl)}`}
          onReadToEnd={() => mark(viewing.SiteDocumentId, 'read')}
          onError={setViewError}
        />
      </>
    );
  else
    body = (
      <>
        <p>Please read and accept the following documents to use the portal.</p>
        <DocumentList documents={list} states={states} onOpen={open} />
        {viewError && <Alert variant="danger">{viewError}</Alert>}
        {!allRead && <p className="small mb-0">{AccountMessage.mustReviewEachDocument}</p>}
      </>
    );

  return (
    <Modal
      show
      backdrop="static"
      keyboard={false}
      size={viewing ? 'xl' : 'lg'}
      // A document gets the whole width of a phone.
      fullscreen={viewing ? 'md-down' : undefined}
      centered
      aria-labelledby="acceptance-title"
    >
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id="acceptance-title">
          Policy documents
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        {declined ? (
          <Button onClick={() => void leave()}>Close</Button>
        ) : viewing ? (
          <Button variant="secondary" onClick={() => setViewing(null)}>
            Back to the documents
          </Button>
        ) : (
          <>
            <Button
              variant="danger"
              disabled={!allRead || saving || documents.isPending}
              onClick={() => void decide(false)}
            >
              Decline
            </Button>
            <Button
              disabled={!allRead || saving || documents.isPending}
              onClick={() => void decide(true)}
            >
              Accept
            </Button>
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}
