import { FINDER_MAX_VALUE_LENGTH, type FinderField } from '@portal/domain';
import { useId, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import {
  fieldGroups,
  fieldKey,
  fieldOf,
  valueInputOf,
  type FilterRow,
  type RowEdit,
  type RowError,
} from './filter-rows.ts';

interface RowProps {
  row: FilterRow;
  number: number;
  fields: FinderField[];
  error: RowError | undefined;
  autoFocus: boolean;
  onField: (field: string) => void;
  onEdit: (edit: RowEdit) => void;
  onRemove: () => void;
  onSearch: () => void;
}

/** One filter: field, Contains / Does not contain, value, Blank only and Remove; stacked on a phone. */
export function FilterRowControls(props: RowProps) {
  const { row, number, fields, error, autoFocus, onField, onEdit, onRemove, onSearch } = props;
  const id = useId();
  const field = fieldOf(fields, row.field);
  const errorId = `${id}-error`;
  const invalid = (control: RowError['control']) =>
    error?.control === control ? { isInvalid: true, 'aria-describedby': errorId } : {};
  return (
    <div role="group" aria-label={`Filter ${number}`} className="mb-2">
      <Row className="g-2 align-items-center">
        <Col xs={12} md={4}>
          <Form.Select
            aria-label={`Field of filter ${number}`}
            value={row.field}
            autoFocus={autoFocus}
            onChange={(e) => onField(e.currentTarget.value)}
            {...invalid('field')}
          >
            <option value="">Choose a field</option>
            {fieldGroups(fields).map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.fields.map((f) => (
                  <option key={fieldKey(f)} value={fieldKey(f)}>
                    {f.DisplayName}
                  </option>
                ))}
              </optgroup>
            ))}
          </Form.Select>
        </Col>
        <Col xs={12} sm="auto">
          {/* The radios take the focus (arrow keys move between them), not their labels. */}
          <ToggleButtonGroup
            type="radio"
            name={`${id}-match`}
            aria-label={`Match of filter ${number}`}
            value={row.negate ? 'not' : 'contains'}
            onChange={(value: string) => onEdit({ negate: value === 'not' })}
          >
            <ToggleButton
              id={`${id}-contains`}
              value="contains"
              variant="outline-secondary"
              tabIndex={-1}
            >
              Contains
            </ToggleButton>
            <ToggleButton id={`${id}-not`} value="not" variant="outline-secondary" tabIndex={-1}>
              Does not contain
            </ToggleButton>
          </ToggleButtonGroup>
        </Col>
        <Col xs={12} sm>
          <ValueControl
            row={row}
            field={field}
            label={`Value of filter ${number}`}
            invalid={invalid('value')}
            onEdit={onEdit}
            onSearch={onSearch}
          />
        </Col>
        <Col xs="auto">
          <Form.Check
            type="switch"
            id={`${id}-blank`}
            label="Blank only"
            aria-label={`Blank only of filter ${number}`}
            checked={row.blank}
            onChange={(e) => onEdit({ blank: e.currentTarget.checked })}
          />
        </Col>
        <Col xs="auto">
          <Button
            variant="outline-secondary"
            aria-label={`Remove filter ${number}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        </Col>
      </Row>
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error.message}
        </div>
      )}
    </div>
  );
}

function ValueControl({
  row,
  field,
  label,
  invalid,
  onEdit,
  onSearch,
}: {
  row: FilterRow;
  field: FinderField | undefined;
  label: string;
  invalid: { isInvalid?: boolean; 'aria-describedby'?: string };
  onEdit: (edit: RowEdit) => void;
  onSearch: () => void;
}) {
  const input = valueInputOf(field);
  const disabled = row.blank || !field;
  if (input.kind === 'select') {
    // A select does not submit its form on Enter by itself.
    const enter = (e: KeyboardEvent<HTMLSelectElement>) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      onSearch();
    };
    return (
      <Form.Select
        aria-label={label}
        value={row.value}
        disabled={disabled}
        onChange={(e) => onEdit({ value: e.currentTarget.value })}
        onKeyDown={enter}
        {...invalid}
      >
        <option value="">Choose a value</option>
        {input.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    );
  }
  return (
    <Form.Control
      aria-label={label}
      value={row.value}
      disabled={disabled}
      placeholder={field ? 'Value' : 'Choose a field first'}
      inputMode={input.numeric ? 'decimal' : undefined}
      maxLength={FINDER_MAX_VALUE_LENGTH}
      onChange={(e) => onEdit({ value: e.currentTarget.value })}
      {...invalid}
    />
  );
}
