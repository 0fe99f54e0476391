import { CALL_FOR_PRICING, formatUsd, type TableModel } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import { AddToCartForm } from '../cart/add-to-cart-form.tsx';
import { PurchaseBlockNotice } from '../cart/parts-contact.tsx';
import { showsInventoryInfo } from './column-rules.ts';
import { useModelTableHost } from './model-table-host.ts';
import { PriceExplanation } from '../price-explanation.tsx';
import { InfoIcon } from './row-icons.tsx';
import { usePriceExplanation } from './use-customer-pricing.ts';
import type { TableCart } from './use-table-cart.ts';

interface Props {
  model: TableModel;
  /** The site's HasPricing: the viewer's price shows. */
  showPrice: boolean;
  /** The table shows stock (Available). */
  showInventory: boolean;
  siteName: string;
  cart: TableCart;
  onShowInventory: (catalogNumber: string) => void;
}

/**
 * The top of the Model Details panel, so that on a phone it is in view without scrolling: the
 * part, the price the viewer gets, stock where shown, and the quantity with Add to Cart, or
 * why the part cannot be bought and how to order it all the same.
 */
export function ModelDetailsBuyBox(props: Props) {
  const { model, showPrice, showInventory, siteName, cart } = props;
  const { price, block } = cart.purchaseOf(model);
  const addToOrder = useModelTableHost()?.addToOrder;
  const explained = usePriceExplanation()(model);
  const description = model.Descriptions ?? model.SapModelDescription;
  const stock = showInventory ? model.Available : null;
  return (
    <section className="model-details-buy mb-3" aria-label={`Order ${model.PcnCatalogNumber}`}>
      <p className="h5 mb-0 text-nowrap">{model.PcnCatalogNumber}</p>
      <p className="mb-1 text-body-secondary">
        Model # <span className="text-nowrap">{model.FingoodTpiMfgMod}</span>
        {description && <span className="d-block small">{description}</span>}
      </p>
      <dl className="model-details-facts d-flex flex-wrap column-gap-4 mb-2">
        {showPrice && (
          <div>
            <dt className="small fw-normal text-body-secondary">Price</dt>
            <dd className="fs-5 fw-semibold mb-0">
              {price !== null && price > 0 ? formatUsd(price) : CALL_FOR_PRICING}
            </dd>
          </div>
        )}
        {showPrice && price !== model.TotalList && model.TotalList !== null && (
          <div>
            <dt className="small fw-normal text-body-secondary">List Price</dt>
            <dd className="mb-0">{formatUsd(model.TotalList)}</dd>
          </div>
        )}
        {stock !== null && (
          <div>
            <dt className="small fw-normal text-body-secondary">Available</dt>
            <dd className="mb-0">
              {stock.toLocaleString('en-US')}
              {showsInventoryInfo(siteName, stock) && (
                <Button
                  variant="link"
                  size="sm"
                  className="py-0 px-1 ms-1 align-baseline"
                  title="Inventory availability"
                  onClick={() => props.onShowInventory(model.PcnCatalogNumber)}
                >
                  <InfoIcon />
                  <span className="visually-hidden">
                    Inventory availability of {model.PcnCatalogNumber}
                  </span>
                </Button>
              )}
            </dd>
          </div>
        )}
      </dl>
      {showPrice && explained && <PriceExplanation explained={explained} />}
      {addToOrder && (
        <Button variant="success" onClick={() => addToOrder(model)}>
          Add to Order
        </Button>
      )}
      {cart.enabled &&
        (block ? (
          <PurchaseBlockNotice block={block} />
        ) : (
          <AddToCartForm
            key={model.PcnCatalogNumber}
            pcnCatalogNumber={model.PcnCatalogNumber}
            id={`model-details-quantity-${model.PcnCatalogNumber}`}
          />
        ))}
    </section>
  );
}
