import { Fragment, type ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { TableRegion } from './table-region.tsx';

interface Props<Row> {
  /** Names both the scrolling region and the table, e.g. 'Customers'. */
  label: string;
  /** One per column: a text becomes a plain heading cell; anything else (a SortHeader) is its own. */
  headings: readonly ReactNode[];
  rows: readonly Row[];
  children: (row: Row) => ReactNode;
}

/** An account list's table; an empty list still shows its headings, with a row that says so. */
export function ListTable<Row>({ label, headings, rows, children }: Props<Row>) {
  return (
    <TableRegion label={label}>
      <Table hover>
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
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={headings.length}>No records are present.</td>
            </tr>
          )}
          {rows.map((row) => children(row))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
