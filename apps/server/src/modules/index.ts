import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { exportRoutes } from './export/routes.ts';
import { createExportService } from './export/service.ts';
import { healthRoutes } from './health/routes.ts';
import { inventoryRoutes } from './inventory/routes.ts';
import { createInventoryService } from './inventory/service.ts';
import { menuRoutes } from './menu/routes.ts';
import { createMenuService } from './menu/service.ts';
import { modelViewerRoutes } from './model-viewer/routes.ts';
import { createModelViewerService } from './model-viewer/service.ts';
import { productRoutes } from './product/routes.ts';
import { createProductService } from './product/service.ts';
import { searchRoutes } from './search/routes.ts';
import { createSearchService } from './search/service.ts';
import { siteRoutes } from './site/routes.ts';
import { createSiteService } from './site/service.ts';

/** One register() per business area; every path here sits under /api. */
export async function registerModules(
  app: FastifyInstance,
  opts: { deps: AppDeps },
): Promise<void> {
  const { deps } = opts;
  const sites = createSiteService(deps);
  await app.register(healthRoutes, { deps });
  await app.register(siteRoutes, { sites });
  await app.register(menuRoutes, { menus: createMenuService(deps, sites) });
  await app.register(productRoutes, { sites, products: createProductService(deps) });
  await app.register(inventoryRoutes, { sites, inventory: createInventoryService(deps) });
  const viewer = createModelViewerService(deps);
  await app.register(modelViewerRoutes, { sites, viewer });
  await app.register(exportRoutes, { sites, exports: createExportService(viewer) });
  await app.register(searchRoutes, { sites, search: createSearchService(deps) });
}
