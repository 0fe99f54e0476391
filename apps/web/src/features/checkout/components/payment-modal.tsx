import {
  CARD_FIELDS_PATH,
  PAYMENT_CURRENCY,
  PREAUTH_AMOUNT,
  formatUsd,
  type AddressForm,
  type DecodedPayment,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { decodePayment, getPaymentFormToken } from '../api/payment.ts';
import { gatewayBillingAddressOf } from '../model/address-fields.ts';
import { useCardFields } from './use-card-fields.ts';

interface Props {
  attempt: string;
  total: number;
  billTo: AddressForm;
  /** Places the order; it closes this dialog either way. */
  onAuthorized: (payment: DecodedPayment) => Promise<void>;
  onClose: () => void;
}

type Busy = null | 'authorizing' | 'placing';

/** What the dialog says while it works; the card fields and buttons wait meanwhile. */
const progressText: Record<Exclude<Busy, null>, string> = {
  authorizing: 'Authorizing your card…',
  placing: 'Placing your order…',
};

export const declinedText = (p: Pick<DecodedPayment, 'responseCode' | 'responseDescription'>) =>
  `Payment: Failed - ${p.responseCode} ${p.responseDescription}`;

/** The gateway's card fields in an iframe; Confirm authorises once the card is tokenised. */
export function PaymentModal({ attempt, total, billTo, onAuthorized, onClose }: Props) {
  const token = useQuery({
    queryKey: ['checkout', 'payment-form-token', attempt],
    queryFn: ({ signal }) => getPaymentFormToken(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
  const frame = useRef<HTMLIFrameElement>(null);
  const src = token.data
    ? `${CARD_FIELDS_PATH}?${new URLSearchParams({ token: token.data, origin: window.location.origin })}`
    : null;
  const onFormError = useCallback((message: string) => showToast(message, 'danger'), []);
  const cardFields = useCardFields(frame, src, onFormError);
  const [busy, setBusy] = useState<Busy>(null);
  const [declined, setDeclined] = useState<string | null>(null);

  const confirm = async () => {
    setBusy('authorizing');
    setDeclined(null);
    try {
      const signed = await cardFields.authorize({
        amount: PREAUTH_AMOUNT,
        currency: PAYMENT_CURRENCY,
        preAuth: true,
        billingAddress: gatewayBillingAddressOf(billTo),
      });
      let payment: DecodedPayment;
      try {
        payment = await decodePayment(signed);
      } catch {
        showToast('Payment Failed to Authorize', 'danger');
        return;
      }
      if (!payment.authorized) {
        setDeclined(declinedText(payment));
        return;
      }
      setBusy('placing');
      await onAuthorized(payment);
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Payment Failed to Authorize', 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      show
      onHide={busy ? () => undefined : onClose}
      centered
      backdrop="static"
      aria-labelledby="payment-title"
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="payment-title">Payment</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">
          Order total <strong>{formatUsd(total)}</strong> (estimated, before tax). Your card is
          authorised now and charged when the order ships.
        </p>
        {declined && (
          <Alert variant="danger" role="alert">
            {declined}
          </Alert>
        )}
        {token.isError && (
          <Alert variant="danger" role="alert">
            The payment form could not be loaded: {token.error.message}
          </Alert>
        )}
        {src && (
          <div className="position-relative" inert={busy !== null}>
            {!cardFields.ready && (
              <div className="position-absolute top-0 start-0 w-100 text-center pt-4" role="status">
                <Spinner animation="border" size="sm" aria-hidden="true" /> Loading the card form…
              </div>
            )}
            <iframe
              ref={frame}
              src={src}
              title="Card details"
              className="w-100 border-0"
              style={{ height: cardFields.height }}
            />
          </div>
        )}
        {!cardFields.card && (
          <p className="small text-body-secondary mb-0">
            Enter the card details; Confirm becomes available once they are checked.
          </p>
        )}
        {/* Always present, so that screen readers announce each step as its text arrives. */}
        <p role="status" className="fw-semibold mb-0 mt-2">
          {busy && (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              {progressText[busy]}
            </>
          )}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy !== null}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={!cardFields.card || busy !== null}>
          Confirm
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
