import { formatPhone } from '@portal/domain';
import Form from 'react-bootstrap/Form';
import type { ContactField } from '../model/inquiry-draft.ts';

interface Props {
  value: Record<ContactField, string>;
  onChange: (contact: Record<ContactField, string>) => void;
  errors: Partial<Record<ContactField, string>>;
}

const FIELDS: readonly {
  field: ContactField;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  { field: 'Name', label: 'Contact Name', type: 'text', autoComplete: 'name', maxLength: 120 },
  {
    field: 'Phone',
    label: 'Contact Phone',
    type: 'tel',
    autoComplete: 'tel-national',
    maxLength: 30,
  },
  { field: 'Email', label: 'Contact Email', type: 'email', autoComplete: 'email', maxLength: 100 },
];

/** Who sales or customer service call back about the inquiry (§5 Contact). */
export function ContactFields({ value, onChange, errors }: Props) {
  return (
    <fieldset>
      <legend className="h6">Contact</legend>
      {FIELDS.map(({ field, label, type, autoComplete, maxLength }) => (
        <Form.Group key={field} controlId={`new-inquiry-contact-${field}`} className="mb-2">
          <Form.Label>
            {label}
            <span aria-hidden="true"> *</span>
          </Form.Label>
          <Form.Control
            type={type}
            value={value[field]}
            autoComplete={autoComplete}
            maxLength={maxLength}
            aria-required
            isInvalid={errors[field] !== undefined}
            {...(field === 'Phone' ? { inputMode: 'tel', placeholder: '(000) 000-0000' } : {})}
            onChange={(e) =>
              onChange({
                ...value,
                [field]: field === 'Phone' ? formatPhone(e.target.value) : e.target.value,
              })
            }
          />
          <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
        </Form.Group>
      ))}
    </fieldset>
  );
}
