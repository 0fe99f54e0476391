import { siteKindOf } from '@portal/domain';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSite } from '../../../api/get-site.ts';
import {
  ModelTableHostContext,
  type ModelTableHost,
  type OrderablePart,
} from '../../../ui/model-table/model-table-host.ts';
import './model-finder.css';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { SearchFilterTab } from '../search-filter/search-filter-tab.tsx';
import { BrowseTab } from './browse-tab.tsx';

interface Props {
  show: boolean;
  onHide: () => void;
  /** The customer the order is for: the tables show their prices and part numbers. */
  customerNumber: string;
  /** A row's Add to Order. */
  onAddModel: (model: OrderablePart) => void;
  /** Only the Browse By Category tab (the new inquiry's finder, spec §2.12). */
  browseOnly?: boolean;
}

/**
 * 'Find Models' over an order: browse the catalogue to a product and add its parts, or (but on
 * the sales-rep portal, the orders site of spec §2.2) search the models by their fields.
 */
export function FindModelsModal({ show, onHide, customerNumber, onAddModel, browseOnly }: Props) {
  const site = useSite();
  // The orders site is the sales-rep portal (spec §2.11: its role is 'orders').
  const ordersSite = siteKindOf(site.Name) === 'sales-rep';
  const [details, setDetails] = useState<{
    sectionTable: string | null;
    catalogNumber: string | null;
  }>({ sectionTable: null, catalogNumber: null });
  const host = useMemo<ModelTableHost>(
    () => ({
      pricingCustomer: customerNumber,
      addToOrder: onAddModel,
      multiplierBox: true,
      inDialog: true,
      details: {
        ...details,
        select: (sectionTable, catalogNumber) => setDetails({ sectionTable, catalogNumber }),
      },
    }),
    [customerNumber, onAddModel, details],
  );
  const detailsOpen = details.catalogNumber !== null;
  const close = () => {
    setDetails({ sectionTable: null, catalogNumber: null });
    onHide();
  };
  return (
    <Modal
      show={show}
      onHide={close}
      size="xl"
      fullscreen="md-down"
      // Escape closes the open details panel first; the panel lives outside the dialog.
      onEscapeKeyDown={(e) => {
        if (!detailsOpen) return;
        e.preventDefault();
        setDetails({ sectionTable: null, catalogNumber: null });
      }}
      enforceFocus={false}
      className="beside-model-details"
      aria-labelledby="find-models-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="find-models-title">Find Models</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ModelTableHostContext.Provider value={host}>
          <Tabs id="find-models-tabs" defaultActiveKey="browse" className="mb-3" mountOnEnter>
            <Tab eventKey="browse" title="Browse By Category">
              <BrowseTab />
            </Tab>
            {!ordersSite && !browseOnly && (
              <Tab eventKey="search" title="Search and Filter">
                <SearchFilterTab
                  onSelectModel={(row) =>
                    showToast(`Model ${row.PcnCatalogNumber} selected`, 'info')
                  }
                  rowAction={(row) => (
                    <Button size="sm" variant="success" onClick={() => onAddModel(row)}>
                      Add to Order<span className="visually-hidden"> {row.PcnCatalogNumber}</span>
                    </Button>
                  )}
                />
              </Tab>
            )}
          </Tabs>
        </ModelTableHostContext.Provider>
      </Modal.Body>
    </Modal>
  );
}
