import type { Site } from '@portal/domain';
import type { AppDeps } from '../../app.ts';
import { NotFound } from '../../lib/errors.ts';
import type { EntityService } from '../entity/service.ts';
import type { SiteService } from '../site/service.ts';
import { createFindModelsService } from './find-service.ts';
import { createFinderTreeService } from './tree-service.ts';

/** The finder's parts: its tree, its filters and the catalogue a request reads. */
export function createModelFinder(deps: AppDeps, sites: SiteService, definitions: EntityService) {
  /** The asked catalogue, else the site's own, with why the site does not show it (or null). */
  const catalogRead = async (site: Site, catalogId?: number) => {
    const id = catalogId ?? site.CatalogId;
    return { catalogId: id, exception: await sites.catalogException(site, id) };
  };
  /** The same, answering 404 when the site does not show it. */
  const catalogOf = async (site: Site, catalogId?: number): Promise<number> => {
    const read = await catalogRead(site, catalogId);
    if (read.exception !== null) throw new NotFound(read.exception);
    return read.catalogId;
  };
  return {
    sites,
    catalogRead,
    tree: createFinderTreeService(deps),
    finder: createFindModelsService(deps.db, definitions, catalogOf),
  };
}
