import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../app.ts';
import { addressRoutes } from './addresses/routes.ts';
import { createAddressService } from './addresses/service.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { createCheckoutService } from './checkout/service.ts';
import { commonRoutes } from './common/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { createCartService } from './cart/service.ts';
import { accountAreas } from './auth/account-areas.ts';
import { resolveAccountsOptions } from './auth/accounts-options.ts';
import { catalogueEditorRoutes } from './catalogue-editor/routes.ts';
import { changeRequestRoutes } from './change-request/change-request-routes.ts';
import { createChangeRequests } from './change-request/change-request-service.ts';
import { createCatalogueEditor } from './catalogue-editor/service.ts';
import { customerPricingRoutes } from './customer/pricing-routes.ts';
import { entityRoutes } from './entity/routes.ts';
import { createEntityService } from './entity/service.ts';
import { exportRoutes } from './export/routes.ts';
import { createExportService } from './export/service.ts';
import { createExportTool } from './export/export-tool.ts';
import { exportToolRoutes } from './export/tool-routes.ts';
import { healthRoutes } from './health/routes.ts';
import { inquiryDocumentRoutes } from './inquiry/inquiry-document-routes.ts';
import { createInquiryDocumentService } from './inquiry/inquiry-document-service.ts';
import { inquiryRoutes } from './inquiry/inquiry-routes.ts';
import { inventoryRoutes } from './inventory/routes.ts';
import { createInventoryService } from './inventory/service.ts';
import { mediaLibraryRoutes } from './media-library/routes.ts';
import { menuRoutes } from './menu/routes.ts';
import { createMenuService } from './menu/service.ts';
import { cacheRoutes } from './cache/routes.ts';
import { invoiceRoutes } from './invoice/routes.ts';
import { orderDocumentRoutes } from './order-documents/routes.ts';
import { createOrderDocumentService } from './order-documents/service.ts';
import { customerOrderRoutes } from './order/customer-order-routes.ts';
import { orderRoutes } from './order/routes.ts';
import { modelFinderRoutes } from './model-finder/routes.ts';
import { createModelFinder } from './model-finder/service.ts';
import { modelViewerRoutes } from './model-viewer/routes.ts';
import { createModelViewerService } from './model-viewer/service.ts';
import { createPricingService } from './pricing/service.ts';
import { productRoutes } from './product/routes.ts';
import { createProductService } from './product/service.ts';
import { searchRoutes } from './search/routes.ts';
import { createSearchService } from './search/service.ts';
import { supersessionEditorRoutes } from './supersession/editor-routes.ts';
import { supersessionRoutes } from './supersession/public-routes.ts';
import { createReplacementReader } from './supersession/public-service.ts';
import { createSupersessionEditor } from './supersession/editor-service.ts';
import { siteRoutes } from './site/routes.ts';
import type { SiteService } from './site/service.ts';

/** One register() per business area; every path here sits under /api. */
export async function registerModules(
  app: FastifyInstance,
  opts: { deps: ModuleDeps; sites: SiteService },
): Promise<void> {
  const { deps, sites } = opts;
  await app.register(healthRoutes, { deps });
  await app.register(siteRoutes, { sites });
  await app.register(menuRoutes, { sites, menus: createMenuService(deps, sites) });
  await app.register(productRoutes, { sites, products: createProductService(deps, sites) });
  await app.register(inventoryRoutes, { sites, inventory: createInventoryService(deps) });
  const viewer = createModelViewerService(deps);
  await app.register(modelViewerRoutes, { sites, viewer });
  await app.register(exportRoutes, { sites, exports: createExportService(viewer, deps.db, sites) });
  await app.register(exportToolRoutes, {
    db: deps.db,
    sites,
    tool: createExportTool({ ...deps, sites }),
  });
  const search = createSearchService(deps);
  await app.register(searchRoutes, { sites, search });
  const definitions = createEntityService(deps.db);
  await app.register(entityRoutes, { definitions });
  await app.register(modelFinderRoutes, createModelFinder(deps, sites, definitions));
  const editorDeps = {
    db: deps.db,
    definitions,
    catalogueChanges: deps.catalogueChanges,
    log: app.log,
  };
  await app.register(catalogueEditorRoutes, { editor: createCatalogueEditor(editorDeps) });
  await app.register(changeRequestRoutes, {
    sites,
    requests: createChangeRequests(editorDeps),
  });
  await app.register(supersessionEditorRoutes, {
    supersessions: createSupersessionEditor(editorDeps),
  });
  await app.register(mediaLibraryRoutes, { db: deps.db, blobs: deps.blobs });
  const pricing = createPricingService(deps);
  await app.register(supersessionRoutes, {
    sites,
    replacements: createReplacementReader(deps.db, search, pricing),
  });
  await app.register(cartRoutes, { sites, carts: createCartService(deps, pricing) });
  await app.register(customerPricingRoutes, { db: deps.db, pricing });
  await app.register(commonRoutes);
  await app.register(addressRoutes, { addresses: createAddressService(deps) });
  await app.register(checkoutRoutes, { sites, checkout: createCheckoutService(deps) });
  await app.register(orderRoutes, {
    db: deps.db,
    sites,
    submission: {
      db: deps.db,
      payments: deps.payments,
      shippingStrategies: () => pricing.shippingStrategies(),
      jobs: deps.jobs,
    },
  });
  await app.register(customerOrderRoutes, {
    sites,
    placing: { db: deps.db, blobs: deps.blobs, jobs: deps.jobs },
  });
  await app.register(inquiryRoutes, { sites, inquiries: { db: deps.db, blobs: deps.blobs } });
  await app.register(invoiceRoutes, { db: deps.db, sites });
  // Request limits and their counters, shared by uploads and the account areas (decision 063).
  const accounts = resolveAccountsOptions(deps);
  await app.register(orderDocumentRoutes, {
    sites,
    documents: createOrderDocumentService(deps),
    limits: accounts,
  });
  await app.register(inquiryDocumentRoutes, {
    sites,
    documents: createInquiryDocumentService(deps),
    limits: accounts,
  });
  await app.register(cacheRoutes, { caches: deps.caches, adminToken: deps.adminToken });
  await app.register(accountAreas, { deps, sites, options: accounts });
}
