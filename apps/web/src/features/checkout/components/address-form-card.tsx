import { formatPhone, type AddressRole } from '@portal/domain';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useCountries, useUsStates } from '../api/get-countries.ts';
import {
  ADDRESS_TITLES,
  type AddressDraft,
  type AddressField,
  type FieldErrors,
} from '../model/address-fields.ts';

interface Props {
  role: AddressRole;
  value: AddressDraft;
  errors: FieldErrors;
  onChange: (next: AddressDraft) => void;
  note?: ReactNode;
  children?: ReactNode;
}

const LABELS: Record<AddressField, string> = {
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

const AUTOCOMPLETE: Record<AddressField, string> = {
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

/** Shipping or billing address: every field of the spec, its messages under each field. */
export function AddressFormCard({ role, value, errors, onChange, note, children }: Props) {
  const countries = useCountries();
  const usStates = useUsStates();
  const id = (field: AddressField) => `${role}-${field}`;
  const set = (field: AddressField, text: string) => onChange({ ...value, [field]: text });

  const control = (field: AddressField, props: Record<string, unknown> = {}) => {
    const messages = errors[field] ?? [];
    return (
      <Form.Group
        as={Col}
        xs={12}
        md={field === 'Address1' || field === 'Address2' ? 12 : 6}
        className="mb-2"
        controlId={id(field)}
      >
        <Form.Label>
          {LABELS[field]}
          {field !== 'Address2' && <span aria-hidden="true"> *</span>}
        </Form.Label>
        <Form.Control
          value={value[field]}
          autoComplete={`${role} ${AUTOCOMPLETE[field]}`}
          isInvalid={messages.length > 0}
          aria-required={field !== 'Address2'}
          onChange={(e) => set(field, e.target.value)}
          onBlur={(e) => set(field, e.target.value.trim())}
          {...props}
        />
        <Form.Control.Feedback type="invalid">{messages.join(' ')}</Form.Control.Feedback>
      </Form.Group>
    );
  };

  const stateMessages = errors.State ?? [];
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h5">
        {ADDRESS_TITLES[role]}
      </Card.Header>
      <Card.Body>
        {note}
        <Row>
          {control('FirstName', { maxLength: 40 })}
          {control('LastName', { maxLength: 40 })}
          {control('Address1', { maxLength: 60 })}
          {control('Address2', { maxLength: 60 })}
          {control('City', { maxLength: 40 })}
          <Form.Group as={Col} xs={12} md={6} className="mb-2" controlId={id('Country')}>
            <Form.Label>
              Country<span aria-hidden="true"> *</span>
            </Form.Label>
            <Form.Select
              value={value.Country}
              autoComplete={`${role} country`}
              isInvalid={(errors.Country ?? []).length > 0}
              // Another country has other states: the state is cleared.
              onChange={(e) => onChange({ ...value, Country: e.target.value, State: '' })}
            >
              {countries.map((c) => (
                <option key={c.AlphaCode} value={c.AlphaCode}>
                  {c.Name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">
              {(errors.Country ?? []).join(' ')}
            </Form.Control.Feedback>
          </Form.Group>
          {value.Country === 'US' ? (
            <Form.Group as={Col} xs={12} md={6} className="mb-2" controlId={id('State')}>
              <Form.Label>
                State<span aria-hidden="true"> *</span>
              </Form.Label>
              <Form.Select
                value={value.State}
                autoComplete={`${role} address-level1`}
                aria-required
                isInvalid={stateMessages.length > 0}
                onChange={(e) => set('State', e.target.value)}
              >
                <option value="">Select a state</option>
                {usStates.map((s) => (
                  <option key={s.AlphaCode} value={s.AlphaCode}>
                    {s.Name}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">
                {stateMessages.join(' ')}
              </Form.Control.Feedback>
            </Form.Group>
          ) : (
            control('State', { maxLength: 40 })
          )}
          {control('Zip', {
            maxLength: 10,
            inputMode: value.Country === 'US' ? 'numeric' : 'text',
          })}
          {control('Phone', {
            type: 'tel',
            inputMode: 'tel',
            placeholder: '(000) 000-0000',
            // Ten digits, shown as (000) 000-0000 while typing.
            onChange: (e: { target: { value: string } }) =>
              set('Phone', formatPhone(e.target.value)),
          })}
          {control('Email', { type: 'email', maxLength: 100 })}
        </Row>
        {children}
      </Card.Body>
    </Card>
  );
}
