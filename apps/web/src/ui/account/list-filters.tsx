import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface Props<K extends string, V extends Record<K, string>> {
  /** The form's accessible name, e.g. 'Filter customers'. */
  label: string;
  /** Keeps the field ids unique when two lists share a page. */
  idPrefix: string;
  /** The text fields, in order: the key in the values and the field's label. */
  fields: readonly (readonly [K, string])[];
  /** No filter at all: the form starts with it and Reset Filter goes back to it. */
  empty: V;
  onApply: (values: V) => void;
  /** The lists lay out their buttons differently, depending on what stands beside them. */
  actionsClassName: string;
  /** Controls that stand before the buttons, such as check boxes for the non-text values. */
  extraControls?: (values: V, change: (patch: Partial<V>) => void) => ReactNode;
}

/**
 * An account list's filters. Typing changes nothing until Filter is pressed, so that the list is
 * asked for once per search rather than once per key; Reset Filter applies at once.
 */
export function ListFilters<K extends string, V extends Record<K, string>>({
  label,
  idPrefix,
  fields,
  empty,
  onApply,
  actionsClassName,
  extraControls,
}: Props<K, V>) {
  const [values, setValues] = useState(empty);
  const change = (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch }));
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
        {extraControls?.(values, change)}
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
