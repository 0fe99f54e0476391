import { ORDER_SEARCH_DEBOUNCE_MS } from '@portal/domain';
import Form from 'react-bootstrap/Form';
import { useTypedFilter } from './use-typed-filter.ts';

/** Where focus goes when the last 'Filtered By' badge is removed. */
export const ORDER_SEARCH_ID = 'order-search';

const LABEL = 'Sales Order # / PO # / Customer';

/** The free search: at least 2 characters, searched 500 ms after typing stops. */
export function OrderSearchBox({
  applied,
  onApply,
}: {
  applied: string;
  onApply: (value: string) => void;
}) {
  const field = useTypedFilter({
    name: 'keyTerm',
    applied,
    delayMs: ORDER_SEARCH_DEBOUNCE_MS,
    onApply,
  });
  return (
    <Form
      role="search"
      className="flex-grow-1"
      onSubmit={(event) => {
        event.preventDefault();
        field.settle();
      }}
    >
      <Form.Label htmlFor={ORDER_SEARCH_ID} visuallyHidden>
        {LABEL}
      </Form.Label>
      <Form.Control
        id={ORDER_SEARCH_ID}
        type="search"
        placeholder={LABEL}
        value={field.draft}
        isInvalid={field.problem !== null}
        aria-invalid={field.problem !== null}
        aria-describedby={`${ORDER_SEARCH_ID}-problem`}
        onChange={(event) => field.type(event.target.value)}
        onBlur={field.settle}
      />
      <div
        id={`${ORDER_SEARCH_ID}-problem`}
        className="invalid-feedback d-block"
        aria-live="polite"
      >
        {field.problem}
      </div>
    </Form>
  );
}
