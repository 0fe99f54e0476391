import { formatUsd } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ImageWithPlaceholder } from '../image-with-placeholder.tsx';
import { usePriceOf } from '../model-table/use-customer-pricing.ts';
import { useHydrated } from '../use-hydrated.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useAddToCart } from './use-add-to-cart.ts';

/** What the dialog shows of a model: any source (model table row, search) can fill it. */
export interface CartCandidate {
  PcnCatalogNumber: string;
  FingoodTpiMfgMod: string;
  /** List price; a signed-in customer sees their own price. The server prices the line itself. */
  TotalList: number | null;
  /** The product family a customer's agreement may price (absent: the customer's own rate). */
  ProductHierarchy?: string | null;
  Image: string | null;
  Descriptions: string | null;
  SapModelDescription: string | null;
}

interface Props {
  model: CartCandidate | null;
  onClose: () => void;
}

function CandidateBody({ model, onClose }: { model: CartCandidate; onClose: () => void }) {
  const { quantity, setQuantity, wanted, submit, pending } = useAddToCart(
    model.PcnCatalogNumber,
    onClose,
  );
  const description = model.Descriptions ?? model.SapModelDescription;
  const price = usePriceOf()({ ...model, ProductHierarchy: model.ProductHierarchy ?? null });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Modal.Body>
        <div className="d-flex gap-3 mb-3">
          <ImageWithPlaceholder
            src={model.Image}
            alt={description ?? model.FingoodTpiMfgMod}
            width={100}
            height={100}
            className="flex-shrink-0 object-fit-contain border rounded"
          />
          <dl className="mb-0">
            <dt>Model #</dt>
            <dd className="mb-1">{model.FingoodTpiMfgMod}</dd>
            <dt>Price</dt>
            <dd className="mb-1">{price === null ? '—' : formatUsd(price)}</dd>
            {price !== model.TotalList && model.TotalList !== null && (
              <>
                <dt>List Price</dt>
                <dd className="mb-1">{formatUsd(model.TotalList)}</dd>
              </>
            )}
          </dl>
        </div>
        {description && <p>{description}</p>}
        <QuantityStepper
          id="add-to-cart-quantity"
          label="Quantity"
          value={quantity}
          onChange={setQuantity}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={wanted === null || pending}>
          {pending ? 'Adding…' : 'ADD TO CART'}
        </Button>
      </Modal.Footer>
    </form>
  );
}

/** The Add to Cart quantity dialog: model number, price, thumbnail, description, stepper. */
export function AddToCartModal({ model, onClose }: Props) {
  // A dialog the address opens (addToCart=1) opens once the page is the browser's.
  const hydrated = useHydrated();
  return (
    <Modal
      show={model !== null && hydrated}
      onHide={onClose}
      centered
      aria-labelledby="add-to-cart-title"
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="add-to-cart-title" as="h2" className="h5">
          Add to Cart{model ? `: ${model.PcnCatalogNumber}` : ''}
        </Modal.Title>
      </Modal.Header>
      {model && <CandidateBody key={model.PcnCatalogNumber} model={model} onClose={onClose} />}
    </Modal>
  );
}
