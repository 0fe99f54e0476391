import { Fragment, type ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import './list-table.css';
import { TableRegion } from './table-region.tsx';

interface Props<Row> {
  /** Names both the scrolling region and the table, e.g. 'Customers'. */
  label: string;
  /** One per column: a text becomes a plain heading cell; anything else (a SortHeader) is its own. */
  headings: readonly ReactNode[];
  rows: readonly Row[];
  /** A second heading row under the names, such as the columns' filter fields. */
  headingExtra?: ReactNode;
  /** What the table says when it has no rows. */
  empty?: string;
  children: (row: Row) => ReactNode;
}

/**
 * A cell that names its column: below md, where the rows stack as cards, the name stands
 * beside the value. The value is one element so that the card's two columns hold it whole.
 */
export function ListCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label}>
      <div>{children}</div>
    </td>
  );
}

/**
 * A list page's table; an empty list still shows its headings, with a row that says so.
 * Rows build their cells with ListCell so that they still read on a phone.
 */
export function ListTable<Row>({
  label,
  headings,
  rows,
  headingExtra,
  empty = 'No records are present.',
  children,
}: Props<Row>) {
  return (
    <TableRegion label={label}>
      <Table hover className="stacked-list">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {headings.map((heading, index) =>
              typeof heading === 'string' ? (
                <th key={index} scope="col">
                  {heading}
                </th>
              ) : (
                <Fragment key={index}>{heading}</Fragment>
              ),
            )}
          </tr>
          {headingExtra}
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={headings.length}>{empty}</td>
            </tr>
          )}
          {rows.map((row) => children(row))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
