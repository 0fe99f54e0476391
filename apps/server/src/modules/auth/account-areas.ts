import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { accountRoutes } from '../account/routes.ts';
import { createAccountService } from '../account/service.ts';
import { acceptanceRoutes } from '../acceptance/routes.ts';
import { createAcceptanceService } from '../acceptance/service.ts';
import { customerRoutes } from '../customer/routes.ts';
import { createCustomerService } from '../customer/service.ts';
import { salesRepRoutes } from '../sales-rep/routes.ts';
import { createSalesRepService } from '../sales-rep/service.ts';
import type { SiteService } from '../site/service.ts';
import { createDecisionService } from '../user/decisions.ts';
import { userRoutes } from '../user/routes.ts';
import { createUserService } from '../user/service.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { authRoutes } from './routes.ts';

/** Accounts, sessions and permissions: every call of the signed-in portals' account areas. */
export async function accountAreas(
  app: FastifyInstance,
  { deps, sites, options }: { deps: AppDeps; sites: SiteService; options: AccountsOptions },
): Promise<void> {
  const { db } = deps;
  await app.register(authRoutes, { db, sites, options });
  await app.register(accountRoutes, {
    db,
    sites,
    options,
    accounts: createAccountService(db, options),
  });
  await app.register(acceptanceRoutes, {
    sites,
    acceptance: createAcceptanceService(db, options.now),
  });
  await app.register(userRoutes, { sites, users: createUserService(db, options.now), options });
  const decisions = createDecisionService(db, options.now);
  await app.register(customerRoutes, { customers: createCustomerService(db), decisions });
  await app.register(salesRepRoutes, { salesReps: createSalesRepService(db), decisions });
}
