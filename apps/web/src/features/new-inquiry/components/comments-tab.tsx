import { ORDER_TEXT_LINE_LENGTH } from '@portal/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { DocumentPicker } from '../../../ui/wizard/document-picker.tsx';
import type { InquiryDraft } from '../model/inquiry-draft.ts';

interface Props {
  draft: InquiryDraft;
  change: (patch: Partial<InquiryDraft>) => void;
  error: string | null;
}

/** Tab 2: documents for customer service and three comment lines (§2.12). */
export function CommentsTab({ draft, change, error }: Props) {
  const setComment = (index: number, text: string) =>
    change({ comments: draft.comments.map((c, i) => (i === index ? text : c)) });
  return (
    <Row className="g-3">
      <Col md={6}>
        {draft.comments.map((comment, index) => (
          <Form.Group key={index} controlId={`new-inquiry-comment-${index + 1}`} className="mb-3">
            <Form.Label>Comment Line {index + 1}</Form.Label>
            <Form.Control
              value={comment}
              maxLength={ORDER_TEXT_LINE_LENGTH}
              onChange={(e) => setComment(index, e.target.value)}
            />
          </Form.Group>
        ))}
        {error && <p className="text-danger small">{error}</p>}
      </Col>
      <Col md={6}>
        <DocumentPicker
          id="new-inquiry-documents"
          label="Documents"
          files={draft.files}
          onFiles={(files) => change({ files })}
        />
      </Col>
    </Row>
  );
}
