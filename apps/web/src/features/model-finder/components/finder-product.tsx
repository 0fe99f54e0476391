import { useMemo, useState } from 'react';
import { useSite } from '../../../api/get-site.ts';
import type { TreeNode } from '../../../ui/catalog-tree/tree-nodes.ts';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';
import { ProductSections } from '../../product/components/sections/product-sections.tsx';
import { TabStateContext, type TabState } from '../../product/components/sections/tab-state.ts';

/**
 * A product chosen in the tree: its tabs and section tables, as on its page, with the tab
 * kept here rather than in the address (the dialog sits over another page).
 */
export function FinderProduct({ product }: { product: TreeNode }) {
  const site = useSite();
  const { catalogId, isPreview } = useCatalogQuery();
  const [chosen, setChosen] = useState<{ section?: string; tab?: string }>({});
  const tabs = useMemo<TabState>(
    () => ({
      section: chosen.section,
      tab: chosen.tab,
      select: (section, tab) => setChosen({ section: section ?? undefined, tab: tab ?? undefined }),
    }),
    [chosen],
  );
  return (
    <section aria-labelledby="finder-product-title">
      <h3 id="finder-product-title" className="h5">
        {product.label}
      </h3>
      <TabStateContext.Provider value={tabs}>
        <ProductSections
          request={{
            product: product.name,
            siteName: site.Name,
            catalogId,
            isPreview,
            showInventory: site.ShowInventory,
          }}
          features={null}
          printing={false}
          context={{
            showPrice: site.HasPricing,
            showInventory: site.ShowInventory,
            siteName: site.Name,
            enableExport: site.EnableExport,
            productId: product.id,
            printing: false,
          }}
        />
      </TabStateContext.Provider>
    </section>
  );
}
