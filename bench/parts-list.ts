// The catalogue numbers of a product's parts tables, which the order and inquiry benches put on
// their lines (the quick order then keeps those the customer may order).
import { jsonOf, type PortalCall } from './portal-http.ts';

interface ProductSections {
  Data: { Tabs: { Items: { Table?: { Models: { PcnCatalogNumber: string }[] } }[] }[] }[];
}

/** Each catalogue number of the demo parts list once, in the order its tables show them. */
export async function partsListNumbers(
  base: string,
  as: Omit<PortalCall, 'path'>,
): Promise<string[]> {
  const sections = await jsonOf<ProductSections>(base, {
    path: '/api/product/productsections?product=hdu-parts-master',
    ...as,
  });
  return [
    ...new Set(
      sections.Data.flatMap((s) => s.Tabs)
        .flatMap((t) => t.Items)
        .flatMap((i) => i.Table?.Models ?? [])
        .map((m) => m.PcnCatalogNumber),
    ),
  ];
}
