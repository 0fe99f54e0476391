import type { Delivery, InquiryRow, InquirySortKey } from '@portal/domain';
import { useState } from 'react';
import { ColumnFilters } from '../../../ui/list/column-filters.tsx';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { sortHeaders } from '../../../ui/list/sort-header.tsx';
import { TrackingModal } from '../../../ui/orders/tracking-modal.tsx';
import { showsShipColumn } from '../model/inquiry-cells.ts';
import {
  INQUIRY_SEARCH,
  type InquirySearch,
  type InquiryTextKey,
} from '../model/inquiry-search.ts';
import { InquiryListRow } from './inquiry-list-row.tsx';

interface Props {
  rows: InquiryRow[];
  search: InquirySearch;
  onSort: (column: InquirySortKey) => void;
  onFilter: (key: InquiryTextKey, value: string) => void;
}

const SHIP_LABEL = 'Ship Via / Estimated Ship Date';

const SORTED_COLUMNS = [
  ['Inquiry Id', 'InquiryId'],
  ['Inquiry Date', 'InquiryDate'],
  ['Customer', 'CustomerName'],
] as const;

/** A page of inquiries with sortable, filterable columns; a carrier opens its tracking. */
export function InquiryTable({ rows, search, onSort, onFilter }: Props) {
  const [tracked, setTracked] = useState<Delivery | null>(null);
  const shipLabel = showsShipColumn(search.tab) ? SHIP_LABEL : null;
  const headings = [
    ...sortHeaders(SORTED_COLUMNS, search, onSort),
    'Material',
    ...(shipLabel ? [shipLabel] : []),
    'Total',
  ];
  return (
    <>
      <ListTable
        label="Inquiries"
        headings={headings}
        rows={rows}
        empty="No inquiries found."
        headingExtra={
          <ColumnFilters
            shape={INQUIRY_SEARCH}
            search={search}
            columns={[
              'inquiryId',
              'inquiryDate',
              'customerName',
              null,
              ...(shipLabel ? [null] : []),
              null,
            ]}
            onFilter={onFilter}
          />
        }
      >
        {(inquiry) => (
          <InquiryListRow
            key={inquiry.InquiryId}
            inquiry={inquiry}
            shipLabel={shipLabel}
            onTrack={setTracked}
          />
        )}
      </ListTable>
      <TrackingModal delivery={tracked} onHide={() => setTracked(null)} />
    </>
  );
}
