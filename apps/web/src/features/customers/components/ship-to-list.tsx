import { pluralCount, type ShipToParty } from '@portal/domain';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { AddressLines } from '../../../ui/address-lines.tsx';
import './customer-profile.css';
import { filterShipTos } from './ship-to-filter.ts';

function ShipToItem({ party }: { party: ShipToParty }) {
  return (
    <>
      <div className="small text-body-secondary">{party.PartnerNumber}</div>
      <AddressLines address={party} />
    </>
  );
}

/** One ship-to as an address; several as a list searched by name or number. */
export function ShipToList({ parties }: { parties: ShipToParty[] }) {
  const [typed, setTyped] = useState('');
  const searchId = useId();
  const [only] = parties;
  if (parties.length === 1 && only) return <ShipToItem party={only} />;
  const shown = filterShipTos(parties, typed);
  return (
    <>
      <Form.Group controlId={searchId} className="mb-2">
        <Form.Label visuallyHidden>Search ship-to by name or number</Form.Label>
        <Form.Control
          type="search"
          placeholder="Search by name or number"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Form.Group>
      <p className="small text-body-secondary mb-2" aria-live="polite">
        {typed.trim() === ''
          ? pluralCount(parties.length, 'ship-to')
          : `${shown.length} of ${pluralCount(parties.length, 'ship-to')}`}
      </p>
      <div
        className="ship-to-list overflow-auto border rounded"
        role="region"
        aria-label="Ship-to addresses"
        tabIndex={0}
      >
        {shown.length === 0 ? (
          <p className="m-3">No ship-to matches this search.</p>
        ) : (
          <ul className="list-group list-group-flush">
            {shown.map((party) => (
              <li key={party.PartnerNumber} className="list-group-item">
                <ShipToItem party={party} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
