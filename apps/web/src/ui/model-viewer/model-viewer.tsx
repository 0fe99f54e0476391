import { MODEL_NOT_FOUND, type ModelViewerLevel } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSite } from '../../api/get-site.ts';
import { ErrorState } from '../error-state.tsx';
import { Loading } from '../loading.tsx';
import { ModelTable } from '../model-table/model-table.tsx';
import { ReplacedNotice } from '../model-table/replaced-notice.tsx';
import { useModelViewerData } from './get-model-viewer-data.ts';
import { previewDisabledText } from './model-viewer-target.ts';
import './model-viewer.css';

export interface ModelViewerProps {
  level: ModelViewerLevel;
  /** Catalogue number, series number, id or material group number of the level. */
  value: string;
  catalogId: number;
  isPreview: boolean;
  /** Ask for stock (the Inventory column) when the site shows inventory. */
  showInventory?: boolean;
  /** Show prices where the site has them; the export tool's Pricing switch turns them off. */
  showPrice?: boolean;
  /** Offer Add to Cart where the site and table allow it; off inside other tools' dialogs. */
  sells?: boolean;
  /** The heading until the server names the level, and for the levels it does not load. */
  title?: string;
  /** Beside the heading whatever the level's state (the export tool's level button). */
  action?: ReactNode;
}

/** The row whose Model Details panel is open: which of the viewer's tables, which model. */
interface Selected {
  /** The level, its value and the table's place: another level never shows the panel. */
  table: string;
  catalogNumber: string;
}

/**
 * Tables of models at one catalogue level, each titled as the server names it. The open
 * details panel is the viewer's own state, not the address: the viewer also shows in dialogs.
 */
export function ModelViewer({
  level,
  value,
  catalogId,
  isPreview,
  showInventory,
  showPrice,
  sells = true,
  title,
  action,
}: ModelViewerProps) {
  const site = useSite();
  const inventory = (showInventory ?? true) && site.ShowInventory;
  const prices = (showPrice ?? true) && site.HasPricing;
  const disabled = previewDisabledText(level);
  const [selected, setSelected] = useState<Selected | null>(null);
  const viewer = useModelViewerData({
    level,
    value,
    catalogId,
    isPreview,
    showInventory: inventory,
  });

  const header = (heading: string | undefined) =>
    (heading || action) && (
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        {heading && (
          <h2 id="model-viewer-title" className="h4 mb-0 me-auto">
            {heading}
          </h2>
        )}
        {action}
      </div>
    );
  if (disabled || viewer.isPending || viewer.isError)
    return (
      <section className="model-viewer" aria-labelledby={title ? 'model-viewer-title' : undefined}>
        {header(title)}
        {disabled ? (
          <Alert variant="info">{disabled}</Alert>
        ) : viewer.isError ? (
          <ErrorState error={viewer.error} onRetry={() => void viewer.refetch()} />
        ) : (
          <Loading label="Loading models" />
        )}
      </section>
    );

  const { Title, Tables } = viewer.data;
  return (
    <section className="model-viewer" aria-labelledby="model-viewer-title">
      {header(Title)}
      <div className="model-viewer-results">
        {/* A withdrawn, replaced number leads to the model offered instead (decision 177). */}
        {level === 'model' && Title === MODEL_NOT_FOUND && <ReplacedNotice catalogNumber={value} />}
        {Tables.length === 0 && <p className="text-body-secondary">No models at this level.</p>}
        {Tables.map((table, index) => {
          const key = `${table.SectionTableId}-${index}`;
          const place = `${level}:${value}:${key}`;
          return (
            <ModelTable
              key={key}
              table={table}
              showPrice={prices}
              showInventory={inventory}
              siteName={site.Name}
              sells={sells}
              selectedCatalogNumber={selected?.table === place ? selected.catalogNumber : null}
              onSelectModel={(catalogNumber) =>
                setSelected(catalogNumber === null ? null : { table: place, catalogNumber })
              }
            />
          );
        })}
      </div>
    </section>
  );
}
