import Button from 'react-bootstrap/Button';
import type { ExportTarget } from '../model/export-request.ts';
import type { Exporter } from './use-exporter.ts';

interface Props {
  customerNumber: string | null;
  /** The chosen customer has material numbers of its own. */
  hasMaterialNumbers: boolean;
  exporter: Exporter;
}

const ALL: ExportTarget = { level: 'all', value: null };
const MATERIALS: ExportTarget = { level: 'customermaterial', value: null };

/** The whole catalogue, and every part the chosen customer has its own number for. */
export function ExportAllButtons({ customerNumber, hasMaterialNumbers, exporter }: Props) {
  const { start, isBusy } = exporter;
  return (
    <div className="d-flex flex-wrap gap-2">
      {customerNumber && hasMaterialNumbers && (
        <Button
          variant="outline-success"
          disabled={isBusy(MATERIALS)}
          onClick={() => void start(MATERIALS)}
        >
          Export All Customer Material Numbers
        </Button>
      )}
      <Button variant="outline-success" disabled={isBusy(ALL)} onClick={() => void start(ALL)}>
        Exports ALL Categories
      </Button>
    </div>
  );
}
