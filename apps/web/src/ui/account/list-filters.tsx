import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface Props<
  K extends string,
  C extends string = never,
  V extends Record<K, string> & Record<C, boolean> = Record<K, string> & Record<C, boolean>,
> {
  /** The form's accessible name, e.g. 'Filter customers'. */
  label: string;
  /** Keeps the field ids unique when two lists share a page. */
  idPrefix: string;
  /** The text fields, in order: the key in the values and the field's label. */
  fields: readonly (readonly [K, string])[];
  /** No filter at all: Reset Filter goes back to it. */
  empty: V;
  /** The filters applied now (from the page's address); the form starts with them. */
  initial?: V;
  onApply: (values: V) => void;
  /** The lists lay out their buttons differently, depending on what stands beside them. */
  actionsClassName: string;
  /** Check boxes before the buttons: the key of a true-or-false value and its label. */
  checks?: readonly (readonly [C, string])[];
}

/**
 * An account list's filters. Typing changes nothing until Filter is pressed, so that the list is
 * asked for once per search rather than once per key; Reset Filter applies at once. Keyed by the
 * applied filters, the form starts afresh from them when Back brings other ones.
 */
export function ListFilters<
  K extends string,
  C extends string = never,
  V extends Record<K, string> & Record<C, boolean> = Record<K, string> & Record<C, boolean>,
>({
  label,
  idPrefix,
  fields,
  empty,
  initial,
  onApply,
  actionsClassName,
  checks = [],
}: Props<K, C, V>) {
  const [values, setValues] = useState(initial ?? empty);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <Form onSubmit={submit} className="row g-2 align-items-end mb-3" aria-label={label}>
      {fields.map(([key, fieldLabel]) => (
        <Form.Group key={key} className="col-6 col-md" controlId={`${idPrefix}-${key}`}>
          <Form.Label className="small mb-1">{fieldLabel}</Form.Label>
          <Form.Control
            size="sm"
            value={values[key]}
            maxLength={100}
            onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
          />
        </Form.Group>
      ))}
      <div className={actionsClassName}>
        {checks.map(([key, checkLabel]) => (
          <Form.Check
            key={key}
            id={`${idPrefix}-${key}`}
            label={checkLabel}
            checked={values[key]}
            onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.checked }))}
          />
        ))}
        <Button type="submit" size="sm">
          Filter
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => {
            setValues(empty);
            onApply(empty);
          }}
        >
          Reset Filter
        </Button>
      </div>
    </Form>
  );
}
