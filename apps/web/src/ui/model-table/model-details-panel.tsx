import type { TableModel } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { ImageWithPlaceholder } from '../image-with-placeholder.tsx';
import { cellText, type TableColumn } from './table-columns.ts';
import { usePanelPrint } from './use-panel-print.ts';

interface Props {
  model: TableModel | null;
  columns: TableColumn[];
  onClose: () => void;
}

function dimensionsText(model: TableModel): string {
  const d = model.ModelDimensions;
  if (!d) return '';
  const parts = [
    d.Height !== undefined ? `H ${d.Height}` : null,
    d.Width !== undefined ? `W ${d.Width}` : null,
    d.Depth !== undefined ? `D ${d.Depth}` : null,
    d.Weight !== undefined ? `Weight ${d.Weight}` : null,
  ].filter(Boolean);
  return parts.join(' × ').replace(' × Weight', ', Weight');
}

/** The fields the panel lists: the table's columns, then description, dimensions and so on. */
export function detailFields(model: TableModel, columns: TableColumn[]): [string, string][] {
  const fields: [string, string][] = columns.map((c) => [c.header, cellText(model, c)]);
  const has = (label: string) => fields.some(([l]) => l.toLowerCase() === label.toLowerCase());
  const extra: [string, string | null][] = [
    ['Description', model.Descriptions ?? model.SapModelDescription],
    ['Dimensions', dimensionsText(model)],
    ['Notes', model.Notes],
    ['Material Group', model.MaterialGroupNumber],
  ];
  for (const [label, value] of extra) if (!has(label)) fields.push([label, value ?? '']);
  return fields.filter(([, value]) => value !== '');
}

/** 'Model Details' side panel of a row, with Print and Close. */
export function ModelDetailsPanel({ model, columns, onClose }: Props) {
  const { printing, print } = usePanelPrint();
  return (
    <Offcanvas
      show={model !== null}
      onHide={onClose}
      placement="end"
      backdrop={false}
      scroll
      enforceFocus={false}
      className="model-details-panel"
      aria-labelledby="model-details-title"
    >
      <Offcanvas.Header closeButton closeLabel="Close Model Details">
        <Offcanvas.Title as="h2" className="h5" id="model-details-title">
          Model Details
        </Offcanvas.Title>
      </Offcanvas.Header>
      {model && (
        <Offcanvas.Body>
          {model.Image && (
            <ImageWithPlaceholder
              src={model.Image}
              alt={model.Descriptions ?? model.PcnCatalogNumber}
              width={200}
              height={200}
              className="d-block mx-auto mb-3"
            />
          )}
          <dl className="model-details-fields mb-3">
            {detailFields(model, columns).map(([label, value]) => (
              <div key={label} className="row py-1 border-bottom">
                <dt className="col-5">{label}</dt>
                <dd className="col-7 mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="d-flex gap-2 d-print-none">
            <Button variant="primary" onClick={print} disabled={printing}>
              Print
            </Button>
            <Button variant="outline-secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </Offcanvas.Body>
      )}
    </Offcanvas>
  );
}
