import { formatPhone } from '@portal/domain';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { AddressFormField } from './address-form-fields.ts';
import { useCountries, useUsStates } from './use-countries.ts';

const LABELS: Record<AddressFormField, string> = {
  Name: 'Name',
  FirstName: 'First Name',
  LastName: 'Last Name',
  Address1: 'Address Line 1',
  Address2: 'Address Line 2',
  City: 'City',
  Country: 'Country',
  State: 'State',
  Zip: 'Zip',
  Phone: 'Phone',
  Email: 'Email',
};

const AUTOCOMPLETE: Record<AddressFormField, string> = {
  Name: 'organization',
  FirstName: 'given-name',
  LastName: 'family-name',
  Address1: 'address-line1',
  Address2: 'address-line2',
  City: 'address-level2',
  Country: 'country',
  State: 'address-level1',
  Zip: 'postal-code',
  Phone: 'tel-national',
  Email: 'email',
};

const MAX_LENGTH: Partial<Record<AddressFormField, number>> = {
  Name: 120,
  FirstName: 40,
  LastName: 40,
  Address1: 60,
  Address2: 60,
  City: 40,
  State: 40,
  Zip: 10,
  Email: 100,
};

const WIDE = new Set<AddressFormField>(['Name', 'Address1', 'Address2']);

interface Props<F extends AddressFormField> {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** The browser's autofill section ('shipping', 'billing'). */
  section: string;
  fields: readonly F[];
  value: Record<F, string>;
  errors: Partial<Record<F, string[]>>;
  onChange: (next: Record<F, string>) => void;
}

/**
 * An address as form fields on Bootstrap's grid, each with its messages: the US takes a state
 * from the list, other countries type it; the phone shows as (000) 000-0000 while typed.
 */
export function AddressFieldsGrid<F extends AddressFormField>(props: Props<F>) {
  const { idPrefix, section, fields, value, errors, onChange } = props;
  const countries = useCountries();
  const usStates = useUsStates();
  const has = (field: AddressFormField): field is F =>
    (fields as readonly string[]).includes(field);
  const get = (field: F) => value[field];
  const set = (field: F, text: string) => onChange({ ...value, [field]: text });
  const messagesOf = (field: F) => errors[field] ?? [];
  const country = (value as Partial<Record<AddressFormField, string>>).Country ?? 'US';

  const group = (field: F, control: ReactNode) => (
    <Form.Group
      key={field}
      as={Col}
      xs={12}
      md={WIDE.has(field) ? 12 : 6}
      className="mb-2"
      controlId={`${idPrefix}-${field}`}
    >
      <Form.Label>
        {LABELS[field]}
        {field !== 'Address2' && <span aria-hidden="true"> *</span>}
      </Form.Label>
      {control}
      <Form.Control.Feedback type="invalid">{messagesOf(field).join(' ')}</Form.Control.Feedback>
    </Form.Group>
  );

  const select = (
    field: F,
    options: readonly { AlphaCode: string; Name: string }[],
    blank: string | null,
    onSelect: (code: string) => void,
  ) => (
    <Form.Select
      value={get(field)}
      autoComplete={`${section} ${AUTOCOMPLETE[field]}`}
      aria-required
      isInvalid={messagesOf(field).length > 0}
      onChange={(e) => onSelect(e.target.value)}
    >
      {blank !== null && <option value="">{blank}</option>}
      {options.map((o) => (
        <option key={o.AlphaCode} value={o.AlphaCode}>
          {o.Name}
        </option>
      ))}
    </Form.Select>
  );

  const text = (field: F) => (
    <Form.Control
      value={get(field)}
      maxLength={MAX_LENGTH[field]}
      autoComplete={`${section} ${AUTOCOMPLETE[field]}`}
      isInvalid={messagesOf(field).length > 0}
      aria-required={field !== 'Address2'}
      onChange={(e) => set(field, field === 'Phone' ? formatPhone(e.target.value) : e.target.value)}
      onBlur={(e) => set(field, e.target.value.trim())}
      {...(field === 'Phone'
        ? { type: 'tel', inputMode: 'tel', placeholder: '(000) 000-0000' }
        : {})}
      {...(field === 'Email' ? { type: 'email' } : {})}
      {...(field === 'Zip' ? { inputMode: country === 'US' ? 'numeric' : 'text' } : {})}
    />
  );

  return (
    <Row>
      {fields.map((field) => {
        if (field === 'Country')
          return group(
            field,
            // Another country has other states: the state is cleared.
            select(field, countries, null, (code) =>
              onChange({ ...value, [field]: code, ...(has('State') ? { State: '' } : {}) }),
            ),
          );
        if (field === 'State' && country === 'US')
          return group(
            field,
            select(field, usStates, 'Select a state', (code) => set(field, code)),
          );
        return group(field, text(field));
      })}
    </Row>
  );
}
