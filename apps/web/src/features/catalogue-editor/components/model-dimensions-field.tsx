import type { EditorObject } from '@portal/domain';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { asValue, isEditorObject } from '../model/nested-values.ts';
import { DIMENSIONS, MAX_DIMENSION } from '../model/part-values.ts';
import type { FieldControlProps } from './field-control.tsx';

/** ModelDimensions: height, width and depth in inches, weight in pounds; blank is none. */
export function ModelDimensionsField(props: FieldControlProps) {
  const { field, id, value, disabled, invalid, describedBy, onChange } = props;
  const dimensions: EditorObject = isEditorObject(value) ? value : {};
  const set = (key: string, typed: string) => {
    const next: EditorObject = { ...dimensions, [key]: typed === '' ? null : Number(typed) };
    // An object of nothing is no dimensions, as the server stores it.
    const blank = Object.values(next).every((v) => v === null || v === undefined);
    onChange(blank ? null : asValue(next));
  };
  return (
    <fieldset id={id} className="row g-2" aria-describedby={describedBy}>
      <legend className="visually-hidden">{field.DisplayName}</legend>
      {DIMENSIONS.map(({ key, label, unit }) => {
        const n = dimensions[key];
        const inputId = `${id}-${key}`;
        return (
          <div key={key} className="col-6 col-md-3">
            <Form.Label htmlFor={inputId} className="small mb-0">
              {label}
            </Form.Label>
            <InputGroup size="sm">
              <Form.Control
                id={inputId}
                type="number"
                inputMode="decimal"
                min={0}
                max={MAX_DIMENSION}
                step="any"
                disabled={disabled}
                isInvalid={invalid && typeof n === 'number' && !(n >= 0 && n <= MAX_DIMENSION)}
                value={typeof n === 'number' ? n : ''}
                onChange={(e) => set(key, e.target.value)}
              />
              <InputGroup.Text>{unit}</InputGroup.Text>
            </InputGroup>
          </div>
        );
      })}
    </fieldset>
  );
}
