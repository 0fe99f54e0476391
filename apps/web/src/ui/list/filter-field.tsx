import { useId, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import Overlay from 'react-bootstrap/Overlay';
import Tooltip from 'react-bootstrap/Tooltip';
import './filter-field.css';
import { problemOf, type TabbedSearchShape } from './tabbed-search.ts';
import { useTypedFilter } from './use-typed-filter.ts';

interface Props<Text extends string> {
  shape: TabbedSearchShape<string, Text, string>;
  name: Text;
  applied: string;
  onApply: (value: string) => void;
  /** In a column the heading names the field; the label is then for screen readers only. */
  labelHidden?: boolean;
  className?: string;
}

/** One list filter; a value the server would refuse gets a tooltip instead of a search. */
export function FilterField<Text extends string>({
  shape,
  name,
  applied,
  onApply,
  labelHidden = false,
  className,
}: Props<Text>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const field = useTypedFilter({
    check: (value) => problemOf(shape, name, value),
    applied,
    delayMs: shape.filterDelayMs,
    onApply,
  });
  const { label, placeholder, date } = shape.fields[name];
  return (
    <Form.Group controlId={`${id}-field`} className={className}>
      <Form.Label visuallyHidden={labelHidden} className="small mb-1">
        {labelHidden ? `Filter by ${label}` : label}
      </Form.Label>
      <Form.Control
        ref={input}
        size={labelHidden ? 'sm' : undefined}
        className={date ? 'date-filter' : undefined}
        value={field.draft}
        placeholder={placeholder}
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
