import Form from 'react-bootstrap/Form';
import { inquiryDocumentUrl } from '../../../api/inquiries/inquiry-documents.ts';
import type { InquiryFile } from '../model/order-draft.ts';

interface Props {
  inquiryId: number;
  files: readonly InquiryFile[];
  chosen: readonly number[];
  onChosen: (ids: number[]) => void;
  invalid: boolean;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kb`;

/** The converted inquiry's files, any of which may go with the order as its PO document (§2.10). */
export function InquiryFilesChoice({ inquiryId, files, chosen, onChosen, invalid }: Props) {
  const toggle = (id: number, on: boolean) =>
    onChosen(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Inquiry files</legend>
      {files.length === 0 ? (
        <p className="small text-secondary mb-0">Inquiry {inquiryId} has no files.</p>
      ) : (
        files.map((file) => (
          <div key={file.Id} className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
            <Form.Check
              id={`new-order-inquiry-file-${file.Id}`}
              label={file.Name}
              checked={chosen.includes(file.Id)}
              isInvalid={invalid}
              onChange={(e) => toggle(file.Id, e.target.checked)}
            />
            <span className="small text-secondary">{kb(file.Size)}</span>
            <a className="small" href={inquiryDocumentUrl(file)} target="_blank" rel="noreferrer">
              Open<span className="visually-hidden"> {file.Name}</span>
            </a>
          </div>
        ))
      )}
    </fieldset>
  );
}
