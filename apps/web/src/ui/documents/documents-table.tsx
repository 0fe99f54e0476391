import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { orderDate } from '../orders/order-dates.ts';
import { DocumentAnchor } from './document-link.tsx';
import { sizeInKb } from './document-size.ts';
import type { DocumentLink, DocumentRow } from '../../api/documents/document-source.ts';

export interface DocumentListProps<D extends DocumentRow = DocumentRow> {
  documents: D[];
  link: (document: D) => DocumentLink;
  /** The Sections column: documents that can be clipped. */
  showSections: boolean;
  /** Selecting serves clip, unclip and delete: only where the reader may manage documents. */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/**
 * The spec's document columns (Id, Name, FileExtension, SectionCount, CreateDate, Size in kb,
 * Selected) under headings a reader understands (docs/decisions/135).
 */
export function DocumentsTable<D extends DocumentRow>({
  documents,
  link,
  showSections,
  selectable,
  selected,
  onToggle,
}: DocumentListProps<D>) {
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Name</th>
          <th scope="col">Extension</th>
          {showSections && (
            <th scope="col" className="text-end">
              Sections
            </th>
          )}
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
              <DocumentAnchor link={link(d)} name={d.Name} />
            </td>
            <td>{d.FileExtension}</td>
            {showSections && <td className="text-end">{d.SectionCount ?? 1}</td>}
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
