import type { SectionTable, TableModel } from '@portal/domain';
import { useCallback, useState } from 'react';
import { AddToCartButton } from '../../../../ui/cart/add-to-cart-button.tsx';
import { AddToCartModal, type CartCandidate } from '../../../../ui/cart/add-to-cart-modal.tsx';
import { canAddToCart } from '../../../../ui/cart/cart-rules.ts';
import { useCartEnabled } from '../../../../ui/cart/use-cart.ts';
import { tableName } from '../../../../ui/model-table/details-query.ts';
import { ModelTable } from '../../../../ui/model-table/model-table.tsx';
import { useModelDetailsQuery } from '../../../../ui/model-table/use-model-details-query.ts';
import type { ItemContext } from './section-item-view.tsx';

/** A product's section table, its details panel kept in the page's query. */
export function ModelTableItem({ table, context }: { table: SectionTable; context: ItemContext }) {
  const catalogNumbers = useCallback(
    () => table.Models.map((m) => m.PcnCatalogNumber),
    [table.Models],
  );
  const details = useModelDetailsQuery(tableName(table), catalogNumbers);
  const cartEnabled = useCartEnabled();
  const [adding, setAdding] = useState<CartCandidate | null>(null);
  const withCart = cartEnabled && context.showPrice && table.HasCart && !context.printing;
  const rowActions = useCallback(
    (model: TableModel) =>
      canAddToCart(model) ? <AddToCartButton model={model} onOpen={setAdding} /> : null,
    [],
  );
  return (
    <>
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
        renderRowActions={withCart ? rowActions : undefined}
      />
      {withCart && <AddToCartModal model={adding} onClose={() => setAdding(null)} />}
    </>
  );
}
