import { formatUsd, type CartItem, type ReplacementOffer } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { ChevronIcon, CopyIcon, SearchIcon, TrashIcon } from '../../../ui/cart/icons.tsx';
import { ImageWithPlaceholder } from '../../../ui/image-with-placeholder.tsx';
import { ReplacedLineNote } from '../../../ui/quick-order/replaced-line-note.tsx';
import { CartRowDetails } from './cart-row-details.tsx';
import { CatalogNumberField } from './catalog-number-field.tsx';
import { lineDescription, unitPriceText } from './line-texts.ts';
import { QuantityCell } from './quantity-cell.tsx';
import type { CartTableProps } from './cart-table.tsx';

/** Columns hidden on phones; the expanded details show them there. */
export const WIDE = 'd-none d-md-table-cell';

/**
 * The header's columns on this screen: details, select, Catalog #, Qty, Total Price and
 * actions everywhere; image, browse, Model #, Description, Unit Price (and Inventory) from md
 * up. A spanning row must span exactly these, or the browser adds an empty column.
 */
export const cartColumnCount = (desktop: boolean, showInventory: boolean): number =>
  6 + (desktop ? (showInventory ? 6 : 5) : 0);

interface Props extends Omit<CartTableProps, 'items' | 'selection'> {
  /** The model offered instead, when the line's model is replaced (decision 177). */
  offer: ReplacementOffer | undefined;
  item: CartItem;
  selected: boolean;
  expanded: boolean;
  onToggleSelected: () => void;
  onToggleExpanded: () => void;
  onViewModel: () => void;
  onDelete: () => void;
  columnCount: number;
}

/** One cart line and, when expanded, its details row. */
export function CartRow(props: Props) {
  const { item, actions, inputEnabled, showInventory, expanded } = props;
  const pcn = item.pcnCatalogNumber;
  const detailsId = `cart-line-details-${item.id}`;
  // A refused change of model starts the field afresh on the line's own number.
  const [failures, setFailures] = useState(0);
  return (
    <>
      <tr className={item.status === 'Available' ? undefined : 'table-warning'}>
        <td>
          <Button
            variant="link"
            size="sm"
            className="p-1"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={`Details of ${pcn}`}
            onClick={props.onToggleExpanded}
          >
            <ChevronIcon open={expanded} />
          </Button>
        </td>
        <td>
          <Form.Check
            aria-label={`Select ${pcn}`}
            checked={props.selected}
            onChange={props.onToggleSelected}
          />
        </td>
        <td className={WIDE}>
          <ImageWithPlaceholder src={item.imgThumbnail} alt="" width={50} height={50} />
        </td>
        <td className={WIDE}>
          <Link
            to={`/model-viewer?catalogNumber=${encodeURIComponent(pcn)}`}
            className="btn btn-sm btn-link p-1"
            aria-label={`Browse model ${pcn}`}
          >
            <SearchIcon />
          </Link>
        </td>
        <th scope="row" className="fw-normal text-nowrap">
          {inputEnabled ? (
            <CatalogNumberField
              key={`${pcn}-${failures}`}
              value={pcn}
              label={`Catalog number of line ${pcn}`}
              onChoose={(model) =>
                actions.update(item.id, { pcnCatalogNumber: model.PcnCatalogNumber }, () =>
                  setFailures((n) => n + 1),
                )
              }
            />
          ) : (
            pcn
          )}
          {props.offer && (
            <ReplacedLineNote
              offer={props.offer}
              className="cart-line-replaced"
              busy={actions.busy}
              onUse={
                inputEnabled
                  ? () =>
                      actions.update(item.id, { pcnCatalogNumber: props.offer!.Replacement }, () =>
                        setFailures((n) => n + 1),
                      )
                  : undefined
              }
            />
          )}
        </th>
        <td className={WIDE}>
          {/* A model number's hyphens are part of it: never broken there. */}
          <Button variant="link" size="sm" className="p-0 text-nowrap" onClick={props.onViewModel}>
            {item.fingoodTpiMfgMod}
            <span className="visually-hidden"> (View Model Details)</span>
          </Button>
        </td>
        <td className={`${WIDE} cart-description`}>{lineDescription(item)}</td>
        {showInventory && <td className={`${WIDE} text-end`}>{item.inventory ?? 0}</td>}
        <td className={`${WIDE} text-end text-nowrap`}>{unitPriceText(item)}</td>
        <td>
          <QuantityCell
            item={item}
            onChange={(quantity, revert) => actions.update(item.id, { quantity }, revert)}
          />
        </td>
        <td className="text-end text-nowrap">{formatUsd(item.totalPrice)}</td>
        <td>
          {/* Icons with their names; the words too where the table has room. */}
          <div className="d-flex flex-column flex-md-row gap-1 cart-row-actions">
            <Button
              size="sm"
              variant="outline-danger"
              title="Delete"
              aria-label={`Delete ${pcn}`}
              onClick={props.onDelete}
            >
              <TrashIcon />
              <span className="d-none d-xl-inline ms-1">Delete</span>
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              title="Duplicate"
              aria-label={`Duplicate ${pcn}`}
              onClick={() => actions.duplicate([item.id])}
            >
              <CopyIcon />
              <span className="d-none d-xl-inline ms-1">Duplicate</span>
            </Button>
          </div>
        </td>
      </tr>
      {expanded && (
        <tr id={detailsId} className="cart-details-row">
          <td colSpan={props.columnCount} className="bg-body-tertiary">
            <CartRowDetails item={item} showInventory={showInventory} />
          </td>
        </tr>
      )}
    </>
  );
}
