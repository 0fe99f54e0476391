import { AccountMessage, type AcceptanceDocument } from '@portal/domain';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';

export type ReadState = 'unopened' | 'opened' | 'read';

interface Props {
  documents: AcceptanceDocument[];
  states: Record<number, ReadState>;
  onOpen: (document: AcceptanceDocument) => void;
}

const badge: Record<ReadState, { text: string; bg: string }> = {
  unopened: { text: 'Not opened', bg: 'secondary' },
  opened: { text: AccountMessage.mustReadToEnd, bg: 'warning' },
  read: { text: 'Read', bg: 'success' },
};

/** The documents to accept, each with whether it has been read to its end. */
export function DocumentList({ documents, states, onOpen }: Props) {
  return (
    <ListGroup as="ul" className="mb-3">
      {documents.map((document) => {
        const state = states[document.SiteDocumentId] ?? 'unopened';
        return (
          <ListGroup.Item
            as="li"
            key={document.SiteDocumentId}
            className="d-flex flex-wrap align-items-center gap-2"
          >
            <span className="me-auto fw-semibold">{document.DocumentName}</span>
            <Badge bg={badge[state].bg} text={state === 'opened' ? 'dark' : undefined}>
              {badge[state].text}
            </Badge>
            <Button size="sm" variant="outline-primary" onClick={() => onOpen(document)}>
              {state === 'unopened' ? 'Open' : 'Open again'}
              <span className="visually-hidden"> {document.DocumentName}</span>
            </Button>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
