import { formatUsd, type Cart } from '@portal/domain';
import { useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { ADDRESS_TITLES } from '../model/address-fields.ts';
import { groupByStrategy, orderableLines } from '../model/order-review-groups.ts';
import { TERMS_REQUIRED, type CheckoutForms } from '../pages/use-checkout-forms.ts';
import { AddressFormCard } from './address-form-card.tsx';
import { FormErrorList } from './form-error-list.tsx';
import { OrderCommentField } from './order-comment-field.tsx';
import { OrderReviewCard } from './order-review-card.tsx';
import { OrderSummaryCard } from './order-summary-card.tsx';
import { ReturnPolicy } from './return-policy.tsx';
import { ShippingCostCard } from './shipping-cost-card.tsx';

interface Props {
  forms: CheckoutForms;
  cart: Cart;
  verifying: boolean;
  locked: boolean;
  orderError: string | null;
  /** Pay pressed and every form is valid. */
  onPay: () => void;
  onLineRemoved: (id: number) => void;
}

/** Left: addresses and shipping per strategy. Right: review, summary, terms, errors, Pay. */
export function CheckoutForm({
  forms,
  cart,
  verifying,
  locked,
  orderError,
  onPay,
  onLineRemoved,
}: Props) {
  const errorsRef = useRef<HTMLDivElement>(null);
  const lines = orderableLines(cart.items);
  const { checks, sameAsShipping } = forms;

  const submit = () => {
    forms.setSubmitted(true);
    const commentFits = forms.commentMessages.length === 0;
    if (checks.shipping.ok && checks.billing.ok && forms.accepted && commentFits) return onPay();
    // Move to the error lists so a keyboard or screen-reader user hears what to correct.
    window.requestAnimationFrame(() => errorsRef.current?.focus());
  };

  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Row className="g-3">
        <Col xs={12} md={7}>
          <AddressFormCard
            role="shipping"
            value={forms.shipping}
            errors={forms.errorsOf('shipping')}
            onChange={forms.setShipping}
            note={
              <p className="small text-body-secondary mb-2">
                We do not ship to P.O. boxes. Please give a street address.
              </p>
            }
          >
            <Form.Check
              id="billing-same"
              className="mt-2"
              label="Billing is the same as shipping"
              checked={sameAsShipping}
              onChange={(e) => forms.setSameAsShipping(e.target.checked)}
            />
          </AddressFormCard>
          {!sameAsShipping && (
            <AddressFormCard
              role="billing"
              value={forms.billing}
              errors={forms.errorsOf('billing')}
              onChange={forms.setBilling}
            />
          )}
          {cart.shipping.map((strategy) => (
            <ShippingCostCard key={strategy.Key} strategy={strategy} />
          ))}
        </Col>
        <Col xs={12} md={5}>
          <OrderReviewCard
            groups={groupByStrategy(lines, cart.shipping)}
            itemCount={lines.reduce((n, l) => n + l.quantity, 0)}
            disabled={locked}
            onRemoved={onLineRemoved}
          />
          {cart.items.length > lines.length && (
            <Alert variant="info" className="small">
              Items without an online price stay in your cart; call us to order them.
            </Alert>
          )}
          <OrderSummaryCard
            subTotal={cart.subTotal}
            shippingCost={cart.shippingCost}
            total={cart.total}
          />
          <OrderCommentField
            value={forms.comment}
            lineCount={forms.commentLineCount}
            problems={forms.commentMessages}
            onChange={forms.setComment}
          />
          <Form.Group className="mb-3" controlId="accept-terms">
            <Form.Check
              required
              isInvalid={forms.termsMessages.length > 0}
              checked={forms.accepted}
              onChange={(e) => forms.setAccepted(e.target.checked)}
              label={
                <>
                  I have read and accept the{' '}
                  <Link to="/terms/online-purchases" target="_blank" rel="noopener">
                    privacy and terms policy
                  </Link>{' '}
                  for online purchases.
                </>
              }
              feedback={TERMS_REQUIRED}
              feedbackType="invalid"
            />
          </Form.Group>
          <div ref={errorsRef} tabIndex={-1}>
            <FormErrorList
              forms={[
                { title: ADDRESS_TITLES.shipping, messages: forms.messagesOf('shipping') },
                ...(sameAsShipping
                  ? []
                  : [{ title: ADDRESS_TITLES.billing, messages: forms.messagesOf('billing') }]),
                {
                  title: 'Order comments',
                  messages: forms.submitted ? forms.commentMessages : [],
                },
                { title: 'Payment', messages: forms.termsMessages },
              ]}
            />
          </div>
          {orderError && (
            <Alert variant="danger" role="alert">
              {orderError}
            </Alert>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-100 mb-3"
            disabled={verifying || lines.length === 0}
          >
            {verifying && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            {verifying ? 'Checking addresses…' : `Pay ${formatUsd(cart.total)}`}
          </Button>
          <ReturnPolicy />
        </Col>
      </Row>
    </Form>
  );
}
