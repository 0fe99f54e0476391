import Form from 'react-bootstrap/Form';
import { orderDate } from '../orders/order-dates.ts';
import { DocumentAnchor } from './document-link.tsx';
import type { DocumentRow } from '../../api/documents/document-source.ts';
import { sizeInKb } from './document-size.ts';
import type { DocumentListProps } from './documents-table.tsx';

/** The documents on phones and tablets: each a card with the table's columns as labelled facts. */
export function DocumentCards<D extends DocumentRow>({
  documents,
  link,
  showSections,
  selectable,
  selected,
  onToggle,
}: DocumentListProps<D>) {
  return (
    <ul className="list-unstyled mb-0">
      {documents.map((d) => {
        const facts: [string, string][] = [
          ['Id', String(d.Id)],
          ['Extension', d.FileExtension],
          ...(showSections ? [['Sections', String(d.SectionCount ?? 1)] as [string, string]] : []),
          ['Created', orderDate(d.CreateDate)],
          ['Size (kb)', sizeInKb(d.Size)],
        ];
        return (
          <li
            key={d.Id}
            className={`border rounded p-2 mb-2 d-flex gap-2 ${selected.has(d.Id) ? 'border-primary' : ''}`}
          >
            {selectable && (
              // The whole label is the touch target, not only the small box.
              <label className="d-flex align-items-center px-2" htmlFor={`document-${d.Id}`}>
                <Form.Check.Input
                  id={`document-${d.Id}`}
                  aria-label={`Select ${d.Name}`}
                  checked={selected.has(d.Id)}
                  onChange={() => onToggle(d.Id)}
                />
              </label>
            )}
            <div className="flex-grow-1 text-break">
              <DocumentAnchor link={link(d)} name={d.Name} className="fw-semibold" />
              <dl className="small mb-0 d-flex flex-wrap column-gap-3">
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <dt className="d-inline fw-normal text-secondary">{label}</dt>{' '}
                    <dd className="d-inline mb-0">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
