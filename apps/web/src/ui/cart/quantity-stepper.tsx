import { MAX_CART_ITEM_QUANTITY } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { quantityProblem } from './cart-rules.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
}

/** Minus, the quantity and plus; minus is disabled at 1 and an entry that is no quantity says why. */
export function QuantityStepper({ id, label, value, onChange }: Props) {
  const current = Number(value);
  const problem = quantityProblem(value);
  const step = (by: number) => {
    const base = Number.isFinite(current) && current >= 1 ? Math.floor(current) : 1;
    onChange(String(Math.min(MAX_CART_ITEM_QUANTITY, Math.max(1, base + by))));
  };
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup className="quantity-stepper" hasValidation>
        <Button
          variant="outline-secondary"
          onClick={() => step(-1)}
          disabled={!(current > 1)}
          aria-label="Decrease quantity"
        >
          −
        </Button>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CART_ITEM_QUANTITY}
          step={1}
          value={value}
          isInvalid={problem !== null}
          onChange={(e) => onChange(e.target.value)}
          className="text-center"
        />
        <Button
          variant="outline-secondary"
          onClick={() => step(1)}
          disabled={current >= MAX_CART_ITEM_QUANTITY}
          aria-label="Increase quantity"
        >
          +
        </Button>
        <Form.Control.Feedback type="invalid" role="alert">
          {problem}
        </Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}
