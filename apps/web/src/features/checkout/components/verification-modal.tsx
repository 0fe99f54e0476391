import type { AddressForm, AddressRole } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { addressLines } from '../model/address-fields.ts';
import {
  CORRECTED_BODY,
  NO_MATCH_BODY,
  NO_MATCH_HEADER,
  type Correction,
  type VerificationReview,
} from '../model/verification-review.ts';

export type AddressChoice = Partial<Record<AddressRole, 'corrected' | 'original'>>;

const PARTY: Record<AddressRole, string> = { shipping: 'Ship To', billing: 'Bill To' };

interface Props {
  review: Exclude<VerificationReview, { kind: 'proceed' }>;
  entered: Partial<Record<AddressRole, AddressForm>>;
  onContinue: (choice: AddressChoice) => void;
  onClose: () => void;
}

const Lines = ({ lines }: { lines: string[] }) => (
  <span className="d-block small">
    {lines.map((line) => (
      <span key={line} className="d-block">
        {line}
      </span>
    ))}
  </span>
);

/** Corrected (choose per address), unmatched (check it) or invalid (OK only) addresses. */
export function VerificationModal({ review, entered, onContinue, onClose }: Props) {
  const [choice, setChoice] = useState<AddressChoice>(() =>
    Object.fromEntries(
      review.kind === 'review' ? review.corrections.map((c) => [c.role, 'corrected']) : [],
    ),
  );

  if (review.kind === 'invalid')
    return (
      <Modal show onHide={onClose} centered aria-labelledby="verify-title">
        <Modal.Header closeButton>
          <Modal.Title id="verify-title">Address verification</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ul className="mb-2" role="alert">
            {review.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p className="mb-0 small">Please check the address and its Zip, then pay again.</p>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={onClose} autoFocus>
            OK
          </Button>
        </Modal.Footer>
      </Modal>
    );

  const noMatch = review.noMatch.length > 0;
  return (
    <Modal show onHide={onClose} centered aria-labelledby="verify-title">
      <Modal.Header closeButton>
        <Modal.Title id="verify-title">{noMatch ? NO_MATCH_HEADER : 'Verify address'}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {noMatch && (
          <>
            <p>{NO_MATCH_BODY}</p>
            {review.noMatch.map((role) => (
              <div key={role} className="mb-3">
                <strong>{PARTY[role]}</strong>
                {entered[role] && <Lines lines={addressLines(entered[role])} />}
              </div>
            ))}
          </>
        )}
        {review.corrections.length > 0 && <p>{CORRECTED_BODY}</p>}
        {review.corrections.map((c) => (
          <CorrectionChoice
            key={c.role}
            correction={c}
            value={choice[c.role] ?? 'corrected'}
            onChange={(v) => setChoice({ ...choice, [c.role]: v })}
          />
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => onContinue(choice)}>Continue</Button>
      </Modal.Footer>
    </Modal>
  );
}

function CorrectionChoice(props: {
  correction: Correction;
  value: 'corrected' | 'original';
  onChange: (value: 'corrected' | 'original') => void;
}) {
  const { role, corrected, original } = props.correction;
  const name = `address-choice-${role}`;
  return (
    <fieldset className="mb-3">
      <legend className="h6">{PARTY[role]}</legend>
      <Form.Check
        type="radio"
        id={`${name}-corrected`}
        name={name}
        checked={props.value === 'corrected'}
        onChange={() => props.onChange('corrected')}
        label={
          <>
            Use the corrected address
            <Lines lines={addressLines(corrected)} />
          </>
        }
      />
      <Form.Check
        type="radio"
        id={`${name}-original`}
        name={name}
        className="mt-2"
        checked={props.value === 'original'}
        onChange={() => props.onChange('original')}
        label={
          <>
            Keep the address as entered
            <Lines lines={addressLines(original)} />
          </>
        }
      />
    </fieldset>
  );
}
