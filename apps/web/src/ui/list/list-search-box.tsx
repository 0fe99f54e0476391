import Form from 'react-bootstrap/Form';
import { problemOf, type TabbedSearchShape } from './tabbed-search.ts';
import { useTypedFilter } from './use-typed-filter.ts';

interface Props<Text extends string> {
  shape: TabbedSearchShape<string, Text, string>;
  applied: string;
  onApply: (value: string) => void;
}

/** A list's free search, searched once typing pauses; too short a text says so instead. */
export function ListSearchBox<Text extends string>({ shape, applied, onApply }: Props<Text>) {
  const { id, label, delayMs } = shape.searchBox;
  const field = useTypedFilter({
    check: (value) => problemOf(shape, shape.searchKey, value),
    applied,
    delayMs,
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
      <Form.Label htmlFor={id} visuallyHidden>
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        type="search"
        placeholder={label}
        value={field.draft}
        isInvalid={field.problem !== null}
        aria-invalid={field.problem !== null}
        aria-describedby={`${id}-problem`}
        onChange={(event) => field.type(event.target.value)}
        onBlur={field.settle}
      />
      <div id={`${id}-problem`} className="invalid-feedback d-block" aria-live="polite">
        {field.problem}
      </div>
    </Form>
  );
}
