import {
  applyMultiplier,
  PricingType,
  type MultiplierEntry,
  type TableModel,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Spec: the table keyword and the multiplier wait 250 ms after the last key. */
const MULTIPLIER_DEBOUNCE_MS = 250;
const MAX_RATE = 1000;

/** A rate typed into the box, or null while it is empty or not a percentage. */
export function typedRate(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 && value <= MAX_RATE
    ? value
    : null;
}

/**
 * The Multiplier box of a table (decision 161): a percentage that reprices the table's
 * Multiplier Pricing column from list, to quote a price at another multiplier. The order is
 * still priced with the customer's agreement.
 */
export function useMultiplierBox(enabled: boolean) {
  const [text, setText] = useState('');
  const rate = useDebouncedValue(enabled ? typedRate(text) : null, MULTIPLIER_DEBOUNCE_MS);
  const price = useMemo(() => {
    if (rate === null) return null;
    const entry: MultiplierEntry = {
      Number: 'typed',
      PricingType: PricingType.Multiplier,
      Rate: rate,
    };
    return (model: TableModel) => {
      const list = model.TotalList;
      return list === null || list <= 0 ? list : (applyMultiplier(list, entry) as number);
    };
  }, [rate]);
  return {
    enabled,
    text,
    setText,
    price,
    invalid: text.trim() !== '' && typedRate(text) === null,
  };
}

export function MultiplierBox({
  id,
  text,
  invalid,
  onText,
}: {
  id: string;
  text: string;
  invalid: boolean;
  onText: (text: string) => void;
}) {
  return (
    <Form.Group controlId={id} className="model-table-multiplier">
      <InputGroup size="sm">
        <InputGroup.Text as="label" htmlFor={id}>
          Multiplier
        </InputGroup.Text>
        <Form.Control
          inputMode="decimal"
          value={text}
          placeholder="Customer's"
          isInvalid={invalid}
          aria-describedby={`${id}-help`}
          onChange={(e) => onText(e.target.value)}
        />
        <InputGroup.Text>%</InputGroup.Text>
      </InputGroup>
      <Form.Text id={`${id}-help`} className={invalid ? 'text-danger' : undefined}>
        {invalid
          ? `Enter a percentage from 0 to ${MAX_RATE}.`
          : 'Reprices Multiplier Pricing from list; the order uses the agreement.'}
      </Form.Text>
    </Form.Group>
  );
}
