import type { TableModel } from '@portal/domain';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { ImageWithPlaceholder } from '../image-with-placeholder.tsx';
import { useIsDesktop } from '../use-media-query.ts';
import { ModelDetailsBuyBox } from './model-details-buy-box.tsx';
import { ReplacedNotice } from './replaced-notice.tsx';
import { detailFields } from './model-details-fields.ts';
import type { TableColumn } from './table-columns.ts';
import { useDockedPanel } from './use-docked-panel.ts';
import { usePanelPrint } from './use-panel-print.ts';
import type { TableCart } from './use-table-cart.ts';
import { WhereUsedList } from './where-used-list.tsx';

interface Props {
  model: TableModel | null;
  columns: TableColumn[];
  showPrice: boolean;
  showInventory: boolean;
  siteName: string;
  cart: TableCart;
  /** The table sits in a dialog: the panel opens above it, beside its content. */
  overDialog?: boolean;
  onShowInventory: (catalogNumber: string) => void;
  onClose: () => void;
}

/**
 * 'Model Details' of a row, with Print and Close: docked at the right of a desktop page (the
 * page narrows, so the row stays in view), a bottom sheet on a phone with the buy box first.
 */
export function ModelDetailsPanel({ model, columns, onClose, overDialog, ...buy }: Props) {
  const { printing, print } = usePanelPrint();
  const isDesktop = useIsDesktop();
  useDockedPanel(isDesktop && model !== null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A callout of the 3D view picks another model and closes the view, taking the focused
    // callout away: the open panel takes the focus, as it does when it opens.
    if (model && document.activeElement === document.body)
      title.current?.closest<HTMLElement>('.offcanvas')?.focus();
  }, [model]);
  return (
    <Offcanvas
      show={model !== null}
      // Letting the page scroll gives the panel a modal manager of its own, so it hears Escape
      // even when pressed in a dialog opened over it (the 3D view, Add to Cart): theirs alone.
      onHide={() => {
        if (overDialog || !document.activeElement?.closest('.modal')) onClose();
      }}
      placement={isDesktop ? 'end' : 'bottom'}
      backdrop={false}
      scroll
      enforceFocus={false}
      className={`model-details-panel${overDialog ? ' model-details-over-dialog' : ''}`}
      aria-labelledby="model-details-title"
    >
      <Offcanvas.Header closeButton closeLabel="Close Model Details" className="py-2">
        <Offcanvas.Title ref={title} as="h2" className="h5" id="model-details-title">
          Model Details
        </Offcanvas.Title>
      </Offcanvas.Header>
      {model && (
        <Offcanvas.Body className="pt-0">
          <ReplacedNotice catalogNumber={model.PcnCatalogNumber} />
          <ModelDetailsBuyBox model={model} {...buy} />
          {model.Image && (
            <ImageWithPlaceholder
              src={model.Image}
              alt={model.Descriptions ?? model.PcnCatalogNumber}
              width={200}
              height={200}
              className="d-block mx-auto mb-3"
            />
          )}
          <dl className="model-details-fields mb-3">
            {detailFields(model, columns).map(([label, value]) => (
              <div key={label} className="row py-1 border-bottom">
                <dt className="col-5">{label}</dt>
                <dd className="col-7 mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          {/* Its links lead away from the page under the dialog (an order being placed). */}
          {!overDialog && <WhereUsedList catalogNumber={model.PcnCatalogNumber} />}
          <div className="d-flex gap-2 d-print-none">
            <Button variant="primary" onClick={print} disabled={printing}>
              Print
            </Button>
            <Button variant="outline-secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </Offcanvas.Body>
      )}
    </Offcanvas>
  );
}
