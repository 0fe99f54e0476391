import { ORDER_FILTER_DEBOUNCE_MS } from '@portal/domain';
import { useId, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import Overlay from 'react-bootstrap/Overlay';
import Tooltip from 'react-bootstrap/Tooltip';
import './filter-field.css';
import { FILTER_LABELS } from '../model/filter-badges.ts';
import type { FilterKey } from '../model/order-search.ts';
import { useTypedFilter } from './use-typed-filter.ts';

interface Props {
  name: FilterKey;
  applied: string;
  onApply: (value: string) => void;
  /** In a column the heading names the field; the label is then for screen readers only. */
  labelHidden?: boolean;
  className?: string;
}

const placeholders: Partial<Record<FilterKey, string>> = {
  orderDate: 'YYYY-MM-DD',
  delivery: 'Carrier or tracking #',
};

/** One order filter; a value the server would refuse gets a tooltip instead of a search. */
export function FilterField({ name, applied, onApply, labelHidden = false, className }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const field = useTypedFilter({ name, applied, delayMs: ORDER_FILTER_DEBOUNCE_MS, onApply });
  const label = FILTER_LABELS[name];
  return (
    <Form.Group controlId={`${id}-field`} className={className}>
      <Form.Label visuallyHidden={labelHidden} className="small mb-1">
        {labelHidden ? `Filter by ${label}` : label}
      </Form.Label>
      <Form.Control
        ref={input}
        size={labelHidden ? 'sm' : undefined}
        className={name === 'orderDate' ? 'order-date-filter' : undefined}
        value={field.draft}
        placeholder={placeholders[name]}
        isInvalid={field.problem !== null}
        aria-invalid={field.problem !== null}
        aria-describedby={field.problem ? `${id}-problem` : undefined}
        onChange={(event) => field.type(event.target.value)}
        onBlur={field.settle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            field.settle();
          }
        }}
      />
      <Overlay target={input} show={field.problem !== null} placement="bottom">
        <Tooltip id={`${id}-problem`}>{field.problem}</Tooltip>
      </Overlay>
    </Form.Group>
  );
}
