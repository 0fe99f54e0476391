import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AddToCartModal } from '../../../../ui/cart/add-to-cart-modal.tsx';
import { useCartEnabled } from '../../../../ui/cart/use-cart.ts';
import { usePurchaseOf } from '../../../../ui/cart/use-purchase.ts';
import { sameName } from '../../../../ui/catalog-paths.ts';
import { useIsDesktop } from '../../../../ui/use-media-query.ts';
import { useProductSections, type ProductSectionsRequest } from '../../api/get-product-sections.ts';
import { useTabRoute } from '../sections/use-tab-route.ts';
import { findQueriedModel, partsTab } from './queried-model.ts';

/**
 * `addToCart=1` with `sectionTable` and `catalogNumber` opens the quantity dialog for that
 * model; on a phone the page first opens the parts tab so the model's table is in view.
 */
export function AddToCartFromQuery({ request }: { request: ProductSectionsRequest }) {
  const [params, setParams] = useSearchParams();
  const route = useParams();
  const enabled = useCartEnabled();
  const isDesktop = useIsDesktop();
  const writeTab = useTabRoute();
  const wanted = enabled && params.get('addToCart') === '1';
  const sections = useProductSections(request).data;
  const jumped = useRef(false);
  const purchaseOf = usePurchaseOf();

  useEffect(() => {
    if (!wanted || isDesktop || !sections || jumped.current) return;
    jumped.current = true;
    const target = partsTab(sections);
    const open =
      sameName(target?.section.Name, route.section) && sameName(target?.tab.Name, route.tab);
    if (target && !open) writeTab(target.section.Name, target.tab.Name);
  }, [wanted, isDesktop, sections, route.section, route.tab, writeTab]);

  const model = wanted
    ? findQueriedModel(sections ?? [], params.get('sectionTable'), params.get('catalogNumber'))
    : null;
  const close = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('addToCart');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const buyable = model !== null && purchaseOf(model).block === null;
  return <AddToCartModal model={buyable ? model : null} onClose={close} />;
}
