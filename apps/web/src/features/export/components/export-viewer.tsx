import { EXPORT_LEVEL_LABEL, type SectionTable } from '@portal/domain';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import {
  ModelTableHostContext,
  type ModelTableHost,
} from '../../../ui/model-table/model-table-host.ts';
import { ModelViewer } from '../../../ui/model-viewer/model-viewer.tsx';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';
import { exportButtonText } from '../model/export-request.ts';
import { exportLevelOf, offersTableExport, type ToolSelection } from '../model/tool-selection.ts';
import type { ExportFieldSwitches } from './export-fields.tsx';
import type { Exporter } from './use-exporter.ts';

interface Props {
  selection: ToolSelection;
  customerNumber: string | null;
  fields: ExportFieldSwitches;
  exporter: Exporter;
  /** Clearing resets every tab's selection (spec §2.1). */
  onClear: () => void;
}

/**
 * The chosen level's models priced for the chosen customer, with stock when the Inventory
 * switch is on, the level's export button, and each section table's own (spec §2.1).
 */
export function ExportViewer({ selection, customerNumber, fields, exporter, onClear }: Props) {
  const { catalogId, isPreview } = useCatalogQuery();
  const level = exportLevelOf(selection.level);
  const target = { level, value: selection.value };
  const tables = offersTableExport(selection);
  const { start, isBusy } = exporter;
  const host = useMemo<ModelTableHost>(() => {
    const tableTarget = (table: SectionTable) => ({
      level: 'sectiontable' as const,
      value: String(table.SectionTableId),
    });
    return {
      pricingCustomer: customerNumber,
      multiplierBox: false,
      tableExport: tables
        ? {
            start: (table) => void start(tableTarget(table)),
            isBusy: (table) => isBusy(tableTarget(table)),
          }
        : null,
    };
  }, [customerNumber, tables, start, isBusy]);
  const busy = isBusy(target);
  return (
    <ModelTableHostContext.Provider value={host}>
      <ModelViewer
        key={`${selection.level}:${selection.value}`}
        level={selection.level}
        value={selection.value}
        catalogId={catalogId}
        isPreview={isPreview}
        showInventory={fields.inventory}
        showPrice={fields.pricing}
        sells={false}
        title={`${EXPORT_LEVEL_LABEL[level]}: ${selection.label}`}
        action={
          <div className="d-flex flex-wrap gap-2">
            <Button variant="success" size="sm" disabled={busy} onClick={() => void start(target)}>
              {busy ? 'Exporting...' : exportButtonText(level)}
            </Button>
            <Button variant="outline-secondary" size="sm" onClick={onClear}>
              Clear<span className="visually-hidden"> selection</span>
            </Button>
          </div>
        }
      />
    </ModelTableHostContext.Provider>
  );
}
