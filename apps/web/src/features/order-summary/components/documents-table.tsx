import type { OrderDocument } from '@portal/domain';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { documentUrl } from '../api/order-documents.ts';
import { orderDate } from '../../../ui/orders/order-dates.ts';
import { sizeInKb } from '../model/order-format.ts';

export interface DocumentListProps {
  invoiceNo: string;
  documents: OrderDocument[];
  /** Selecting serves clip, unclip and delete: only where the reader may manage documents. */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/**
 * The spec's document columns (Id, Name, FileExtension, SectionCount, CreateDate, Size in kb,
 * Selected) under headings a reader understands (docs/decisions/135).
 */
export function DocumentsTable({
  invoiceNo,
  documents,
  selectable,
  selected,
  onToggle,
}: DocumentListProps) {
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Name</th>
          <th scope="col">Extension</th>
          <th scope="col" className="text-end">
            Sections
          </th>
          <th scope="col">Created</th>
          <th scope="col" className="text-end">
            Size (kb)
          </th>
          {selectable && <th scope="col">Selected</th>}
        </tr>
      </thead>
      <tbody>
        {documents.map((d) => (
          <tr key={d.Id} className={selected.has(d.Id) ? 'table-active' : undefined}>
            <td>{d.Id}</td>
            <td className="text-break">
              <a href={documentUrl(invoiceNo, d.Id)} download={d.Name}>
                {d.Name}
              </a>
            </td>
            <td>{d.FileExtension}</td>
            <td className="text-end">{d.SectionCount}</td>
            <td>{orderDate(d.CreateDate)}</td>
            <td className="text-end text-nowrap">{sizeInKb(d.Size)}</td>
            {selectable && (
              <td>
                <Form.Check
                  id={`document-${d.Id}`}
                  aria-label={`Select ${d.Name}`}
                  checked={selected.has(d.Id)}
                  onChange={() => onToggle(d.Id)}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
