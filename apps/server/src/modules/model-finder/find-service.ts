import {
  FINDER_COUNT_CAP,
  type FinderField,
  type FinderFilter,
  type FindModelsQuery,
  type FoundModels,
  type Site,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { Viewer } from '../../lib/session.ts';
import type { EntityService } from '../entity/service.ts';
import { filterCondition, textOf } from './filter-sql.ts';
import { offeredFields, resolveFilters } from './finder-fields.ts';
import { countMatching, readPage, type FinderStatement } from './find-queries.ts';

export interface FindModelsService {
  /** The filter rows the finder offers the viewer. */
  filterFields(viewer: Viewer): Promise<FinderField[]>;
  /** A page of the catalogue's models meeting every filter, in catalogue-number order. */
  findModels(
    viewer: Viewer,
    site: Site,
    filters: FinderFilter[],
    query: FindModelsQuery,
  ): Promise<FoundModels>;
}

export function createFindModelsService(
  db: Database,
  definitions: EntityService,
  catalogOf: (site: Site, catalogId: number | undefined) => Promise<number>,
): FindModelsService {
  return {
    async filterFields(viewer) {
      return offeredFields(await definitions.readableFields(viewer)).map((f) => f.offered);
    },

    async findModels(viewer, site, filters, query) {
      const fields = resolveFilters(filters, await definitions.readableFields(viewer));
      const conditions = filters.map((filter, i) => filterCondition(filter, fields[i]!, i));
      const shown = [...new Map(fields.map((f) => [f.key, f])).values()];
      const statement: FinderStatement = {
        scope: { catalogId: await catalogOf(site, query.CatalogId), preview: query.isPreview },
        conditions,
        aliases: new Set(fields.map((f) => f.column.alias)),
      };
      const values = shown.map((f) => textOf(f.column));
      const [rows, total] = await Promise.all([
        readPage(db, statement, values, query.After, query.PageSize),
        countMatching(db, statement, FINDER_COUNT_CAP),
      ]);
      const page = rows.slice(0, query.PageSize);
      return {
        Successful: true,
        List: page.map((row) => ({
          PcnCatalogNumber: row.pcn,
          FingoodTpiMfgMod: row.model_number,
          SapModelDescription: row.sap_description,
          Descriptions: row.descriptions,
          ProductId: Number(row.product_id),
          ProductName: row.product_name,
          ProductDisplayName: row.product_display_name,
          Values: Object.fromEntries(
            shown.map((f, i) => [f.key, (row[`v${i}`] as string | null) ?? null]),
          ),
        })),
        PageSize: query.PageSize,
        Total: Math.min(total, FINDER_COUNT_CAP),
        TotalIsExact: total <= FINDER_COUNT_CAP,
        Next: rows.length > query.PageSize ? (page.at(-1)?.pcn ?? null) : null,
      };
    },
  };
}
