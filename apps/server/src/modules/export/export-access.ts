import {
  AccountMessage,
  canUseModule,
  EXPORT_LEVEL_PARAM,
  ExportMessage,
  ModuleId,
  type ExportLevel,
  type ExportQuery,
  type Site,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import type { StoredExportRequest } from '../../db/schema/index.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { customerVisible } from '../customer/pricing-queries.ts';
import { pricingCustomer } from '../pricing/customer-prices.ts';
import type { SiteService } from '../site/service.ts';

/**
 * The viewer as an exporter: a complete session whose roles read the Export module at level 9
 * (administration and tools §6), on a site with EnableExport. Anyone else gets 403.
 */
export function exporter(viewer: Viewer | null, site: Site): Viewer {
  if (!viewer || viewer.pendingAcceptance || viewer.needsDirectorySignup)
    throw new Forbidden(ExportMessage.denied);
  if (!canUseModule(viewer.effectivePermissions, ModuleId.Export, 'read'))
    throw new Forbidden(ExportMessage.denied);
  if (!site.EnableExport) throw new Forbidden(ExportMessage.notEnabled);
  return viewer;
}

const invalid = (field: string, message: string) =>
  new ValidationFailed(message, { [field]: [message] });

/** The level's id or number, required by every level but all and customer material. */
function levelValue(level: ExportLevel, query: ExportQuery): string | null {
  const name = EXPORT_LEVEL_PARAM[level];
  if (name === null) return null;
  const value = query[name];
  if (value === undefined) throw invalid(name, `${name} is required`);
  return String(value);
}

/**
 * The customer whose prices and numbers the export shows: the one asked for, when the viewer
 * may see it (404 otherwise, as for an unknown customer: a customer cannot export another's
 * prices); on a customer site, their own first customer when none is asked for.
 */
async function exportCustomer(
  db: Database,
  viewer: Viewer,
  site: Site,
  asked: string | undefined,
): Promise<string | null> {
  const number = asked ?? (viewer.isCustomerAdmin ? null : pricingCustomer(viewer, site));
  if (number === null) return null;
  if (!(await customerVisible(db, viewer, number)))
    throw new NotFound(AccountMessage.customerNotFound);
  return number;
}

/** An export request checked against the viewer, the site and the level: what will be written. */
export async function checkedExportRequest(
  db: Database,
  sites: SiteService,
  viewer: Viewer,
  site: Site,
  level: ExportLevel,
  query: ExportQuery,
): Promise<StoredExportRequest> {
  if (query.siteName && !(await sites.byName(query.siteName)))
    throw invalid('siteName', `siteName: ${query.siteName} is not a known site`);
  const catalogId = query.catalogId ?? site.CatalogId;
  const refused = await sites.catalogException(site, catalogId);
  if (refused) throw new NotFound(refused);
  const value = levelValue(level, query);
  const customerNumber = await exportCustomer(db, viewer, site, query.customerNumber);
  if (level === 'customermaterial' && !customerNumber)
    throw invalid('customerNumber', ExportMessage.customerRequired);
  return {
    level,
    value,
    catalogId,
    preview: query.isPreview,
    customerNumber,
    showPricing: query.ShowPricing && site.HasPricing,
    showInventory: query.ShowInventory && site.ShowInventory,
  };
}
