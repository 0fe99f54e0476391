import type { TableModel } from '@portal/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { showsInventoryInfo } from './column-rules.ts';
import { InfoIcon } from './row-icons.tsx';
import { cellValue, isNumericColumn, ITEM_NUMBER_KEY, type TableColumn } from './table-columns.ts';
import type { IndexedRow } from './table-filter.ts';
import { useHydrated } from '../use-hydrated.ts';

/** Bring a row into view; `at` tells one request for the same row from the next. */
export interface RevealRequest {
  catalogNumber: string;
  at: number;
}

/** Tables longer than this render only the rows in view. */
export const VIRTUALISE_ABOVE = 200;
const ROW_HEIGHT = 40;
const SERVER_BOX_HEIGHT = 480;

interface Props {
  rows: IndexedRow[];
  columns: TableColumn[];
  /** Index of each column in the rows' precomputed texts. */
  textIndex: number[];
  /** The 500 px scroll container; state, so the virtualizer re-renders once it exists. */
  scrollElement: HTMLDivElement | null;
  virtual: boolean;
  siteName: string;
  selected: string | null;
  /** Scroll the selected row into view once (the page opened with it in the query). */
  revealSelected: boolean;
  /** Scroll this row into view each time a new request comes (a callout was activated). */
  revealRequest: RevealRequest | null;
  /** Lit up from outside the table (its callout is hovered); not the selection. */
  highlighted: string | null;
  onHighlight: ((catalogNumber: string | null) => void) | null;
  onRowClick: ((model: TableModel) => void) | null;
  onShowInventory: (catalogNumber: string) => void;
  actions: ((model: TableModel) => ReactNode) | null;
  /** Key of the price column that sticks beside the buttons on a desktop; null for none. */
  stickyPrice: string | null;
  /** How the customer's price of a row is made, as the price cell's tooltip. */
  priceTitle?: ((model: TableModel) => string | undefined) | null;
}

/** Part numbers stay whole; a list of them may break only after its commas. */
function PartNumbers({ text }: { text: string }) {
  return text.split(', ').map((part, i) => (
    <span key={i}>
      {i > 0 && ', '}
      <span className="text-nowrap">{part}</span>
    </span>
  ));
}

function Cells({ row, props }: { row: IndexedRow; props: Props }) {
  const { columns, textIndex, siteName, onShowInventory, stickyPrice, priceTitle } = props;
  return columns.map((column, i) => {
    const text = row.texts[textIndex[i] ?? 0] ?? '';
    if (column.kind === 'model')
      return (
        <th key={column.key} scope="row" className="text-nowrap">
          {text}
        </th>
      );
    if (column.partNumber)
      return (
        <td key={column.key}>
          <PartNumbers text={text} />
        </td>
      );
    return (
      <td
        key={column.key}
        title={column.source === 'customer-price' ? priceTitle?.(row.model) : undefined}
        className={
          [
            isNumericColumn(column) ? 'text-end text-nowrap' : '',
            column.key === stickyPrice ? 'model-price-sticky' : '',
            column.key === ITEM_NUMBER_KEY ? 'model-item-number' : '',
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
      >
        {text}
        {column.kind === 'inventory' &&
          showsInventoryInfo(siteName, cellValue(row.model, column)) && (
            <Button
              variant="link"
              size="sm"
              className="inventory-info py-0 px-1 ms-1 align-baseline"
              title="Inventory availability"
              onClick={(e) => {
                e.stopPropagation();
                onShowInventory(row.model.PcnCatalogNumber);
              }}
            >
              <InfoIcon />
              <span className="visually-hidden">
                Inventory availability of {row.model.PcnCatalogNumber}
              </span>
            </Button>
          )}
      </td>
    );
  });
}

function Row({
  row,
  index,
  props,
  measure,
}: {
  row: IndexedRow;
  index: number;
  props: Props;
  measure?: (element: HTMLTableRowElement | null) => void;
}) {
  const { selected, onRowClick, actions, virtual, highlighted, onHighlight } = props;
  const pcn = row.model.PcnCatalogNumber;
  const isSelected = pcn === selected;
  const light = onHighlight ? (on: boolean) => () => onHighlight(on ? pcn : null) : null;
  return (
    <tr
      ref={measure}
      data-index={index}
      data-catalog-number={row.model.PcnCatalogNumber}
      aria-rowindex={virtual ? index + 2 : undefined}
      aria-current={isSelected ? 'true' : undefined}
      className={[
        index % 2 === 0 ? 'model-row-odd' : '',
        isSelected ? 'table-primary' : '',
        onRowClick ? 'model-row-clickable' : '',
        pcn === highlighted ? 'model-row-highlight' : '',
      ].join(' ')}
      onClick={onRowClick ? () => onRowClick(row.model) : undefined}
      onMouseEnter={light?.(true)}
      onMouseLeave={light?.(false)}
      onFocus={light?.(true)}
      onBlur={light?.(false)}
    >
      <Cells row={row} props={props} />
      {actions && (
        <td className="model-table-actions" onClick={(e) => e.stopPropagation()}>
          <div className="d-flex align-items-center gap-1">{actions(row.model)}</div>
        </td>
      )}
    </tr>
  );
}

/** The table body: every row, or above VIRTUALISE_ABOVE only those in view between spacers. */
export function ModelTableRows(props: Props) {
  const { rows, columns, scrollElement, virtual, selected, revealSelected, actions } = props;
  const hydrated = useHydrated();
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer drives its own re-renders
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: virtual,
    // A page the server renders shows its first parts (it has no box to measure), and the
    // browser takes them over as they are; a table the browser draws measures its box first.
    initialRect: { width: 0, height: hydrated ? 0 : SERVER_BOX_HEIGHT },
  });
  const reveal = (catalogNumber: string): boolean => {
    const index = rows.findIndex((r) => r.model.PcnCatalogNumber === catalogNumber);
    const container = scrollElement;
    if (index < 0 || !container) return false;
    container.scrollIntoView({ block: 'center' });
    if (virtual) {
      virtualizer.scrollToIndex(index, { align: 'center' });
      return true;
    }
    const row = container.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    const header = container.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    if (row)
      container.scrollTop = Math.max(
        0,
        row.offsetTop - header - (container.clientHeight - header) / 2,
      );
    return true;
  };
  const revealed = useRef(false);
  useEffect(() => {
    if (!revealSelected || revealed.current || !selected) return;
    if (reveal(selected)) revealed.current = true;
  });
  const { revealRequest } = props;
  const lastRequest = useRef<RevealRequest | null>(null);
  useEffect(() => {
    if (!revealRequest || lastRequest.current === revealRequest) return;
    if (reveal(revealRequest.catalogNumber)) lastRequest.current = revealRequest;
  });

  const span = columns.length + (actions ? 1 : 0);
  if (!virtual)
    return (
      <tbody>
        {rows.map((row, index) => (
          <Row key={row.model.PcnCatalogNumber} row={row} index={index} props={props} />
        ))}
      </tbody>
    );
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <tbody>
      {top > 0 && (
        <tr aria-hidden="true" className="model-row-spacer">
          <td colSpan={span} style={{ height: top, padding: 0 }} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <Row
            key={row.model.PcnCatalogNumber}
            row={row}
            index={item.index}
            props={props}
            measure={virtualizer.measureElement}
          />
        ) : null;
      })}
      {bottom > 0 && (
        <tr aria-hidden="true" className="model-row-spacer">
          <td colSpan={span} style={{ height: bottom, padding: 0 }} />
        </tr>
      )}
    </tbody>
  );
}
