import type { ShipToParty } from '@portal/domain';
import Form from 'react-bootstrap/Form';
import { AddressFieldsGrid } from '../address-form/address-fields-grid.tsx';
import {
  ONE_TIME_FIELDS,
  ONE_TIME_SHIP_TO,
  type OneTimeErrors,
  type ShipToDraft,
} from './ship-to-draft.ts';

interface Props {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  value: ShipToDraft;
  onChange: (patch: Partial<ShipToDraft>) => void;
  /** The customer's ship-tos (GET /api/Customer/shipTos), its own address first. */
  shipTos: { data?: readonly ShipToParty[]; error: Error | null };
  /** The one-time address's messages, shown under its fields. */
  errors: OneTimeErrors;
  /** What the one-time address is for: 'order', 'inquiry'. */
  noun: string;
}

/** Ship To: the customer's own address, one of its ship-tos, or a one-time address. */
export function ShipToChoice({ idPrefix, value, onChange, shipTos, errors, noun }: Props) {
  return (
    <div className="mb-3">
      <Form.Check
        id={`${idPrefix}-same-address`}
        className="mb-2"
        label="My Billing and shipping address are the same"
        checked={value.sameAddress}
        onChange={(e) => onChange({ sameAddress: e.target.checked })}
      />
      {!value.sameAddress && (
        <>
          <Form.Group controlId={`${idPrefix}-ship-to`} className="mb-2">
            <Form.Label>Ship To</Form.Label>
            <Form.Select
              value={value.shipTo}
              onChange={(e) => onChange({ shipTo: e.target.value })}
              disabled={!shipTos.data}
            >
              {(shipTos.data ?? []).map((s) => (
                <option key={s.PartnerNumber} value={s.PartnerNumber}>
                  {s.Name} - {s.PartnerNumber}, {s.City} {s.Region}
                </option>
              ))}
              <option value={ONE_TIME_SHIP_TO}>Another address (this {noun} only)</option>
            </Form.Select>
            {shipTos.error && (
              <Form.Text className="text-danger">{shipTos.error.message}</Form.Text>
            )}
          </Form.Group>
          {value.shipTo === ONE_TIME_SHIP_TO && (
            <fieldset>
              <legend className="h6">Ship To address</legend>
              <AddressFieldsGrid
                idPrefix={`${idPrefix}-ship-to`}
                section="shipping"
                fields={ONE_TIME_FIELDS}
                value={value.oneTimeShipTo}
                errors={errors}
                onChange={(oneTimeShipTo) => onChange({ oneTimeShipTo })}
              />
            </fieldset>
          )}
        </>
      )}
    </div>
  );
}
