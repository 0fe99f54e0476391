import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { ErrorState } from '../error-state.tsx';
import { Loading } from '../loading.tsx';
import { useInventoryAvailability } from './get-inventory-availability.ts';

function Availability({ catalogNumber }: { catalogNumber: string }) {
  const stock = useInventoryAvailability(catalogNumber);
  if (stock.isPending) return <Loading label="Loading inventory" />;
  if (stock.isError)
    return (
      <ErrorState
        title="Inventory could not be loaded"
        error={stock.error}
        onRetry={() => void stock.refetch()}
      />
    );
  const locations = stock.data.SupplierLocations;
  if (locations.length === 0) return <p className="mb-0">No location has this model in stock.</p>;
  return (
    <Table size="sm" striped className="mb-0">
      <caption className="visually-hidden">Inventory of {catalogNumber} by location</caption>
      <thead>
        <tr>
          <th scope="col">Location</th>
          <th scope="col" className="text-end">
            Quantity Available
          </th>
        </tr>
      </thead>
      <tbody>
        {locations.map((location) => (
          <tr key={location.LocationName}>
            <td>{location.LocationName}</td>
            <td className="text-end">{location.QuantityAvailable.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** 'Inventory availability': a model's quantity available per supplier location. */
export function InventoryModal({
  catalogNumber,
  onClose,
}: {
  catalogNumber: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      show={catalogNumber !== null}
      onHide={onClose}
      centered
      aria-labelledby="inventory-availability-title"
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="inventory-availability-title">
          Inventory availability
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {catalogNumber && (
          <>
            <p className="text-body-secondary small">Catalog # {catalogNumber}</p>
            <Availability catalogNumber={catalogNumber} />
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
