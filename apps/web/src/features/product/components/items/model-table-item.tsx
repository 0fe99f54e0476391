import type { SectionTable } from '@portal/domain';
import { useCallback } from 'react';
import { tableName } from '../../../../ui/model-table/details-query.ts';
import { ModelTable } from '../../../../ui/model-table/model-table.tsx';
import { useModelDetailsQuery } from '../../../../ui/model-table/use-model-details-query.ts';
import { useDiagramLinks } from './diagram-links.ts';
import type { ItemContext } from './section-item-view.tsx';

/** A product's section table, its details panel kept in the page's query; the page sells. */
export function ModelTableItem({ table, context }: { table: SectionTable; context: ItemContext }) {
  const catalogNumbers = useCallback(
    () => table.Models.map((m) => m.PcnCatalogNumber),
    [table.Models],
  );
  const details = useModelDetailsQuery(tableName(table), catalogNumbers);
  const links = useDiagramLinks();
  return (
    <ModelTable
      table={table}
      showPrice={context.showPrice}
      showInventory={context.showInventory}
      siteName={context.siteName}
      enableExport={context.enableExport}
      productId={context.productId}
      printing={context.printing}
      selectedCatalogNumber={details.selected}
      onSelectModel={details.select}
      sells
      itemNumbers={links?.itemNumbers}
      highlightedCatalogNumber={links?.highlighted}
      onHighlightModel={links?.setHighlighted}
      revealRequest={links?.reveal}
    />
  );
}
