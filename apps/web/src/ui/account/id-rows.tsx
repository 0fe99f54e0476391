import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

interface Props {
  /** Label of one row, e.g. 'Customer number'. */
  label: string;
  idPrefix: string;
  rows: string[];
  /** Messages by row index. */
  errors: Record<number, string | undefined>;
  onChange: (rows: string[]) => void;
  disabled?: boolean;
}

/** Rows of ids: add and remove; the last row is never removed, only emptied. */
export function IdRows({ label, idPrefix, rows, errors, onChange, disabled = false }: Props) {
  const update = (index: number, value: string) =>
    onChange(rows.map((row, i) => (i === index ? value : row)));
  const remove = (index: number) =>
    onChange(rows.length === 1 ? [''] : rows.filter((_, i) => i !== index));
  return (
    <fieldset disabled={disabled} className="mb-3">
      <legend className="fs-6 fw-semibold">{label}s</legend>
      {rows.map((row, index) => {
        const id = `${idPrefix}-${index}`;
        return (
          <Form.Group key={index} className="mb-2" controlId={id}>
            <Form.Label visuallyHidden>{`${label} ${index + 1}`}</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                value={row}
                maxLength={20}
                isInvalid={!!errors[index]}
                onChange={(event) => update(index, event.target.value)}
              />
              <Button
                variant="outline-secondary"
                aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
              <Form.Control.Feedback type="invalid">{errors[index]}</Form.Control.Feedback>
            </InputGroup>
          </Form.Group>
        );
      })}
      <Button variant="outline-primary" size="sm" onClick={() => onChange([...rows, ''])}>
        Add {label.toLowerCase()}
      </Button>
    </fieldset>
  );
}
