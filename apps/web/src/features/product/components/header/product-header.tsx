import type { Product } from '@portal/domain';
import Button from 'react-bootstrap/Button';

interface Props {
  product: Product;
  selectedModel: string | null;
  printing: boolean;
  onPrint: () => void;
  onStopPrint: () => void;
}

export function ProductHeader({ product, selectedModel, printing, onPrint, onStopPrint }: Props) {
  return (
    <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
      <div className="me-auto">
        <h1 className="mb-1">
          {product.DisplayName}
          {product.IsPreview && (
            <span className="badge text-bg-warning fs-6 ms-2 align-middle">Preview</span>
          )}
        </h1>
        {product.Description && <p className="lead mb-1">{product.Description}</p>}
        {selectedModel && (
          <p className="mb-0">
            <strong>Selected Model:</strong> {selectedModel}
          </p>
        )}
      </div>
      <div className="d-print-none">
        {printing ? (
          <Button variant="outline-secondary" onClick={onStopPrint}>
            Close print view
          </Button>
        ) : (
          <Button variant="outline-secondary" onClick={onPrint}>
            Print
          </Button>
        )}
      </div>
    </div>
  );
}
