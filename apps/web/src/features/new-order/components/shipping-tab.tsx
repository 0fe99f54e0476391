import { ORDER_TEXT_LINE_LENGTH, SHIPPING_METHODS, type ShippingMethod } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DocumentPicker } from '../../../ui/wizard/document-picker.tsx';
import { NOTE_FIELDS, type OrderDraft } from '../model/order-draft.ts';
import { InquiryFilesChoice } from './inquiry-files-choice.tsx';

interface Props {
  draft: OrderDraft;
  change: (patch: Partial<OrderDraft>) => void;
  error: string | null;
}

/** Comment lines: a new empty line appears once the last is filled (signed-in portals §5). */
const withTrailingLine = (lines: string[]) =>
  lines.at(-1)?.trim() === '' ? lines : [...lines, ''];

/** Tab 2: how it ships, instructions, comment lines and the PO document (or an inquiry's). */
export function ShippingTab({ draft, change, error }: Props) {
  const [deleting, setDeleting] = useState<number | null>(null);
  const setComment = (index: number, text: string) =>
    change({ comments: withTrailingLine(draft.comments.map((c, i) => (i === index ? text : c))) });
  const removeComment = (index: number) =>
    change({ comments: withTrailingLine(draft.comments.filter((_, i) => i !== index)) });
  return (
    <Row className="g-3">
      <Col md={6}>
        <Form.Group controlId="new-order-ship-via" className="mb-3">
          <Form.Label>Shipping Method</Form.Label>
          <Form.Select
            value={draft.shipVia}
            onChange={(e) => change({ shipVia: e.target.value as ShippingMethod })}
          >
            {SHIPPING_METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </Form.Select>
        </Form.Group>
        {NOTE_FIELDS.map((field) => (
          <Form.Group key={field} controlId={`new-order-${field}`} className="mb-3">
            <Form.Label>{field}</Form.Label>
            <Form.Control
              value={draft.notes[field]}
              maxLength={ORDER_TEXT_LINE_LENGTH - field.length - 2}
              onChange={(e) => change({ notes: { ...draft.notes, [field]: e.target.value } })}
            />
          </Form.Group>
        ))}
      </Col>
      <Col md={6}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">Order Comments</legend>
          {draft.comments.map((comment, index) => {
            const last = index === draft.comments.length - 1;
            return (
              <div key={index} className="d-flex gap-2 mb-2">
                <Form.Control
                  aria-label={`Comment line ${index + 1}`}
                  value={comment}
                  maxLength={ORDER_TEXT_LINE_LENGTH}
                  onChange={(e) => setComment(index, e.target.value)}
                />
                {!last && (
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label={`Delete comment line ${index + 1}`}
                    onClick={() => setDeleting(index)}
                  >
                    Delete
                  </Button>
                )}
              </div>
            );
          })}
        </fieldset>
        {draft.inquiryId !== null && (
          <InquiryFilesChoice
            inquiryId={draft.inquiryId}
            files={draft.inquiryFiles}
            chosen={draft.inquiryFileIds}
            onChosen={(inquiryFileIds) => change({ inquiryFileIds })}
            invalid={error !== null}
          />
        )}
        <DocumentPicker
          id="new-order-po-document"
          label="PO Document"
          files={draft.files}
          onFiles={(files) => change({ files })}
          error={error}
        />
      </Col>
      <ConfirmDialog
        message={deleting === null ? null : 'Please confirm you want to delete this comment'}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting !== null) removeComment(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Row>
  );
}
