import { describePrice, nonBlankColumns, type SectionTable, type TableModel } from '@portal/domain';
import { useMemo, useState } from 'react';
import './model-table.css';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { AddToCartModal } from '../cart/add-to-cart-modal.tsx';
import { useCatalogQuery } from '../use-catalog-query.ts';
import { useIsDesktop } from '../use-media-query.ts';
import { ColumnFilterMenu } from './column-filter-menu.tsx';
import { exportSectionTableUrl, mobileFieldOptions, viewerPriceColumn } from './column-rules.ts';
import { tableName } from './details-query.ts';
import { InventoryModal } from './inventory-modal.tsx';
import { ModelDetailsPanel } from './model-details-panel.tsx';
import { useModelEditorOpener } from './model-editor-opener.ts';
import { ModelTableRows, VIRTUALISE_ABOVE, type RevealRequest } from './model-table-rows.tsx';
import { useModelTableHost } from './model-table-host.ts';
import { ModelTableToolbar } from './model-table-toolbar.tsx';
import { MultiplierBox, useMultiplierBox } from './multiplier-box.tsx';
import { EditAllButton } from './propose-buttons.tsx';
import { RowActions } from './row-actions.tsx';
import {
  cellValue,
  ITEM_NUMBER_KEY,
  itemName,
  itemNumberColumn,
  tableColumns,
} from './table-columns.ts';
import { columnFacets, columnIsFiltered, isFiltered } from './table-filter.ts';
import { useCustomerColumns, usePriceExplanation } from './use-customer-pricing.ts';
import { useStickyActions } from './use-sticky-actions.ts';
import { useTableCart } from './use-table-cart.ts';
import { useTableFilters } from './use-table-filters.ts';

export interface ModelTableProps {
  table: SectionTable;
  /** The site's HasPricing: the List column. */
  showPrice: boolean;
  /** The site's ShowInventory: the Inventory column (the rows then carry Available). */
  showInventory: boolean;
  /** The site's Name, for the export link and the inventory rule. */
  siteName: string;
  /** The site's EnableExport: the 'Download Excel' button (needs productId). */
  enableExport?: boolean;
  productId?: number | null;
  /** Catalogue number of the model whose details panel is open (query `catalogNumber`). */
  selectedCatalogNumber: string | null;
  /** Opens the details panel for a model, or closes it with null. */
  onSelectModel?: (catalogNumber: string | null) => void;
  /**
   * The page sells from this table: rows and the details panel offer Add to Cart where the
   * site, the catalogue and the table allow it, or say why a part cannot be bought.
   */
  sells?: boolean;
  /** Print view: every row, no controls. */
  printing?: boolean;
  /** Callout numbers of the rows a drawing points at: the 'Item' column shows them. */
  itemNumbers?: ReadonlyMap<string, number> | null;
  /** A row lit up from outside (its callout is hovered or focused); not the selection. */
  highlightedCatalogNumber?: string | null;
  /** The pointer or keyboard focus is on a row, or left it (null). */
  onHighlightModel?: (catalogNumber: string | null) => void;
  /** Scroll a row into view (a callout was activated). */
  revealRequest?: RevealRequest | null;
}

/**
 * A section table: keyword, column filters and facets, details panel, inventory, export, and
 * for a signed-in customer their prices and material numbers.
 */
export function ModelTable(props: ModelTableProps) {
  const { table, showPrice, showInventory, siteName, printing = false } = props;
  const { selectedCatalogNumber: selected, onSelectModel } = props;
  const isDesktop = useIsDesktop();
  const { catalogId, isPreview } = useCatalogQuery();
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [inventoryOf, setInventoryOf] = useState<string | null>(null);
  const [mobileKey, setMobileKey] = useState<string | null>(null);

  const host = useModelTableHost();
  const tableExport = host?.tableExport ?? null;
  const customer = useCustomerColumns(table.Models);
  const multiplier = useMultiplierBox(
    !!host?.multiplierBox &&
      showPrice &&
      !printing &&
      !!customer.columns?.price &&
      table.Models.some((m) => m.TotalList !== null && m.TotalList > 0),
  );
  const customerColumns = useMemo(
    () =>
      multiplier.price && customer.columns
        ? { ...customer.columns, price: multiplier.price }
        : customer.columns,
    [customer.columns, multiplier.price],
  );
  // The customer's price cell says how it is made on hover; the details panel says it to all.
  const explain = usePriceExplanation();
  const priceTitle = useMemo(
    () =>
      multiplier.price
        ? null
        : (model: TableModel) => {
            const explained = explain(model);
            return explained ? describePrice(explained).join('\n') : undefined;
          },
    [explain, multiplier.price],
  );
  const { itemNumbers } = props;
  const allColumns = useMemo(() => {
    const planned = tableColumns(table.Columns, {
      showPrice,
      showInventory,
      customer: customerColumns,
    });
    const columns = itemNumbers?.size ? [itemNumberColumn(itemNumbers), ...planned] : planned;
    return table.HideBlankColumns ? nonBlankColumns(table.Models, columns, cellValue) : columns;
  }, [
    table.Columns,
    table.Models,
    table.HideBlankColumns,
    showPrice,
    showInventory,
    customerColumns,
    itemNumbers,
  ]);
  const filters = useTableFilters(table.Models, allColumns);
  // A callout asks for its row: the filters hiding it go before the rows are drawn, so that the
  // row is there to scroll to.
  const [asked, setAsked] = useState<RevealRequest | null>(null);
  const request = props.revealRequest ?? null;
  if (request !== asked) {
    setAsked(request);
    if (request && !printing) filters.showRow(request.catalogNumber);
  }
  const cart = useTableCart(table, showPrice, !!props.sells && !host && !printing);
  const addToOrder = (!printing && host?.addToOrder) || null;

  const mobileOptions = useMemo(() => mobileFieldOptions(allColumns), [allColumns]);
  const mobileColumn = mobileOptions.find((c) => c.key === mobileKey) ?? mobileOptions[0];
  const columns =
    isDesktop || printing
      ? allColumns
      : allColumns.filter((c) => c.kind === 'model' || c === mobileColumn);
  const textIndex = columns.map((c) => allColumns.indexOf(c));
  // On a desktop the viewer's price and the row's buttons stay at the table's right edge.
  const stickyPrice = isDesktop && !printing ? (viewerPriceColumn(columns)?.key ?? null) : null;

  const title = tableName(table);
  const captionId = `section-table-${table.SectionTableId}`;
  const opener = useModelEditorOpener();
  // Proposing leaves a row's details to the read-only panel (decision 179).
  const proposal = !printing && opener?.mode === 'proposal' ? opener : null;
  const modelEditor = printing || proposal ? null : opener;
  const detailsPanel = table.DetailsPanel && !!onSelectModel && !printing && !modelEditor;
  const selectedModel = detailsPanel
    ? (table.Models.find((m) => m.PcnCatalogNumber === selected) ?? null)
    : null;
  const toggle = (model: TableModel) =>
    onSelectModel?.(model.PcnCatalogNumber === selected ? null : model.PcnCatalogNumber);
  const openDetails = modelEditor
    ? (model: TableModel) => modelEditor.open(model.PcnCatalogNumber)
    : detailsPanel
      ? toggle
      : null;
  const hasActions = !printing && (!!openDetails || cart.enabled || !!addToOrder || !!proposal);
  const actions = hasActions
    ? (model: TableModel) => (
        <RowActions
          model={model}
          selected={model.PcnCatalogNumber === selected}
          onToggleDetails={openDetails && (() => openDetails(model))}
          cart={cart}
          onAddToOrder={addToOrder}
          onPropose={proposal?.open}
          compact={!isDesktop}
        />
      )
    : null;
  const { measure, tableStyle } = useStickyActions(hasActions && isDesktop);
  const rows = printing ? filters.indexed : filters.rows;
  const filtered = isFiltered(filters.state);
  const showFilters = !table.HideTableFilters && !printing;

  return (
    <div className="model-table mb-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 id={captionId} className="h6 mb-0 me-auto">
          {title}{' '}
          <span className="text-body-secondary fw-normal">
            ({filtered ? `${rows.length} of ` : ''}
            {table.Models.length} {table.Models.length === 1 ? 'model' : 'models'})
          </span>
        </h3>
        {proposal && (
          <EditAllButton
            models={rows.map((row) => row.model)}
            title={title}
            onOpen={proposal.open}
          />
        )}
        {modelEditor?.add && (
          <Button size="sm" variant="outline-primary" onClick={modelEditor.add}>
            Add model
          </Button>
        )}
        {tableExport && !printing && table.SectionTableId > 0 && (
          <Button
            size="sm"
            variant="outline-success"
            disabled={tableExport.isBusy(table)}
            onClick={() => tableExport.start(table)}
          >
            {tableExport.isBusy(table) ? 'Exporting...' : 'Download Excel'}
            <span className="visually-hidden"> of {title}</span>
          </Button>
        )}
        {!tableExport && props.enableExport && props.productId != null && !printing && (
          <a
            className="btn btn-sm btn-outline-success"
            href={exportSectionTableUrl({
              siteName,
              sectionTableId: table.SectionTableId,
              productId: props.productId,
              showInventory,
              catalogId,
              isPreview,
            })}
            download
          >
            Download Excel
          </a>
        )}
      </div>
      {!printing && (
        <ModelTableToolbar
          title={title}
          captionId={captionId}
          keyword={filters.keywordInput}
          onKeyword={filters.setKeywordInput}
          fieldOptions={isDesktop ? null : mobileOptions}
          field={mobileColumn}
          onField={setMobileKey}
          filtered={filtered}
          onClearAll={filters.clearAll}
          notice={
            filters.shown && `Filters cleared to show ${itemName(filters.shown, itemNumbers)}`
          }
          pricesFailed={customer.pricesFailed && showPrice}
        />
      )}
      {multiplier.enabled && (
        <MultiplierBox
          id={`section-table-${table.SectionTableId}-multiplier`}
          text={multiplier.text}
          invalid={multiplier.invalid}
          onText={multiplier.setText}
        />
      )}
      <div
        ref={setScrollElement}
        className="model-table-scroll border rounded"
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
        <Table
          hover
          size="sm"
          className={`mb-0 align-middle${tableStyle ? ' model-table-sticky' : ''}`}
          style={tableStyle}
          aria-labelledby={captionId}
          aria-rowcount={rows.length > VIRTUALISE_ABOVE ? rows.length + 1 : undefined}
        >
          <thead>
            <tr aria-rowindex={rows.length > VIRTUALISE_ABOVE ? 1 : undefined}>
              {columns.map((column) => {
                const sort = filters.state.sort?.key === column.key ? filters.state.sort : null;
                const menu = showFilters && (column.sortable || column.filterable);
                return (
                  <th
                    key={column.key}
                    scope="col"
                    title={column.description ?? undefined}
                    aria-sort={
                      sort ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                    className={
                      [
                        columnIsFiltered(filters.state.columns[column.key]) ? 'table-info' : '',
                        column.key === stickyPrice ? 'model-price-sticky' : '',
                        column.key === ITEM_NUMBER_KEY ? 'model-item-number' : '',
                      ]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                  >
                    <div className="model-table-heading d-flex align-items-center gap-1">
                      <span>{column.header}</span>
                      {menu && (
                        <ColumnFilterMenu
                          column={column}
                          filter={filters.columnInputs[column.key]}
                          facets={() =>
                            columnFacets(
                              filters.indexed,
                              allColumns,
                              column.key,
                              filters.state,
                              filters.facetCounts(),
                            )
                          }
                          sort={sort?.direction ?? null}
                          onSort={(direction) => filters.sortBy(column.key, direction)}
                          onChange={(filter) => filters.setColumnFilter(column.key, filter)}
                          onClear={() => filters.clearColumn(column.key)}
                        />
                      )}
                    </div>
                  </th>
                );
              })}
              {actions && (
                <th scope="col" ref={measure} className="model-table-actions">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <ModelTableRows
            rows={rows}
            columns={columns}
            textIndex={textIndex}
            scrollElement={scrollElement}
            virtual={!printing && rows.length > VIRTUALISE_ABOVE}
            siteName={siteName}
            selected={selected}
            revealSelected={!printing}
            revealRequest={printing ? null : request}
            highlighted={props.highlightedCatalogNumber ?? null}
            onHighlight={printing ? null : (props.onHighlightModel ?? null)}
            onRowClick={openDetails}
            onShowInventory={setInventoryOf}
            actions={actions}
            stickyPrice={stickyPrice}
            priceTitle={priceTitle}
          />
        </Table>
        {rows.length === 0 && (
          <div className="p-3 text-center" role="status">
            {table.Models.length === 0 ? (
              'No models in this table.'
            ) : (
              <>
                <p className="mb-2">No models match your filters.</p>
                <Button size="sm" variant="outline-primary" onClick={filters.clearAll}>
                  Clear filters
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      {detailsPanel && (
        <ModelDetailsPanel
          model={selectedModel}
          columns={allColumns}
          showPrice={showPrice}
          showInventory={showInventory}
          siteName={siteName}
          cart={cart}
          overDialog={!!host?.inDialog}
          onShowInventory={setInventoryOf}
          onClose={() => onSelectModel?.(null)}
        />
      )}
      {cart.enabled && <AddToCartModal model={cart.adding} onClose={() => cart.setAdding(null)} />}
      <InventoryModal catalogNumber={inventoryOf} onClose={() => setInventoryOf(null)} />
    </div>
  );
}
