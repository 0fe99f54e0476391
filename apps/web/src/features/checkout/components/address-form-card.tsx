import type { AddressRole } from '@portal/domain';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { AddressFieldsGrid } from '../../../ui/address-form/address-fields-grid.tsx';
import {
  ADDRESS_FIELDS,
  ADDRESS_TITLES,
  type AddressDraft,
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

/** Shipping or billing address: every field of the spec, its messages under each field. */
export function AddressFormCard({ role, value, errors, onChange, note, children }: Props) {
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h5">
        {ADDRESS_TITLES[role]}
      </Card.Header>
      <Card.Body>
        {note}
        <AddressFieldsGrid
          idPrefix={role}
          section={role}
          fields={ADDRESS_FIELDS}
          value={value}
          errors={errors}
          onChange={onChange}
        />
        {children}
      </Card.Body>
    </Card>
  );
}
