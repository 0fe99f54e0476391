import { sql } from 'drizzle-orm';
import { image, model } from '../../db/schema/index.ts';

/**
 * The columns of one section-table row (a model with its image, division numbers and optional
 * stock); shared by the product sections and the model viewer so both map rows the same way.
 */
export function tableModelColumns(withInventory: boolean) {
  const available = withInventory
    ? sql<number>`(select coalesce(sum(i.quantity_available), 0)::int from inventory i where i.pcn_catalog_number = ${model.pcnCatalogNumber})`
    : sql<null>`null`;
  return {
    model,
    imagePath: image.imagePath,
    divisionModelNumbers: sql<
      string | null
    >`(select string_agg(dm.model_number, ', ' order by dm.model_number) from division_model dm where dm.pcn_catalog_number = ${model.pcnCatalogNumber})`,
    available,
  };
}
