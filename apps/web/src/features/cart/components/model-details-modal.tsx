import type { CartItem } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ImageWithPlaceholder } from '../../../ui/image-with-placeholder.tsx';
import { lineDescription, listPriceText, modelDetailFields, unitPriceText } from './line-texts.ts';

/** 'View Model Details' of a cart line's model. */
export function ModelDetailsModal({
  item,
  onClose,
}: {
  item: CartItem | null;
  onClose: () => void;
}) {
  const fields: [string, string][] = item
    ? [
        ['Catalog #', item.pcnCatalogNumber],
        ['Model #', item.fingoodTpiMfgMod],
        ['Description', lineDescription(item)],
        ['Product Hierarchy', item.productHierarchy ?? ''],
        ['Unit Price', unitPriceText(item)],
        // Empty (left out) unless the unit price is the customer's own.
        ['List Price', listPriceText(item)],
        ...modelDetailFields(item.modelDetails),
      ]
    : [];
  return (
    <Modal show={item !== null} onHide={onClose} centered aria-labelledby="cart-model-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="cart-model-title" as="h2" className="h5">
          View Model Details
        </Modal.Title>
      </Modal.Header>
      {item && (
        <Modal.Body>
          <ImageWithPlaceholder
            src={item.imgThumbnail}
            alt={lineDescription(item) || item.fingoodTpiMfgMod}
            width={200}
            height={200}
            className="d-block mx-auto mb-3 object-fit-contain"
          />
          <dl className="mb-0">
            {fields
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <div key={label} className="row py-1 border-bottom">
                  <dt className="col-5">{label}</dt>
                  <dd className="col-7 mb-0">{value}</dd>
                </div>
              ))}
          </dl>
        </Modal.Body>
      )}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
