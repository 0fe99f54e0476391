import {
  AccountMessage,
  apiError,
  customerMaterialsBody,
  customerMaterialsResponse,
  customerMultipliersResponse,
  customerNumberParams,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { requireViewer, type Viewer } from '../../lib/session.ts';
import { useSpecValidation } from '../auth/spec-validation.ts';
import type { PricingService } from '../pricing/service.ts';
import { customerVisible, materialNumbersOf } from './pricing-queries.ts';

const tags = ['customer'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

interface Deps {
  db: Database;
  pricing: PricingService;
}

/**
 * A customer's pricing agreement and own material numbers, for callers who may see the
 * customer (decision 065); anyone else is told the customer does not exist.
 */
export async function customerPricingRoutes(app: FastifyInstance, { db, pricing }: Deps) {
  useSpecValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const visibleCustomer = async (viewer: Viewer, customerNumber: string) => {
    if (!(await customerVisible(db, viewer, customerNumber)))
      throw new NotFound(AccountMessage.customerNotFound);
    return customerNumber;
  };

  r.get(
    '/Customer/:customerNumber/multipliers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          "The customer's multipliers: customer, per product (ProductHierarchy) and per material (catalog number)",
        params: customerNumberParams,
        response: { 200: customerMultipliersResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const number = await visibleCustomer(viewer, request.params.customerNumber);
      return { Successful: true, Data: await pricing.multipliers(number), Exception: null };
    },
  );

  r.post(
    '/Customer/:customerNumber/materials',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The customer's own material numbers of the given models (those that have one)",
        params: customerNumberParams,
        body: customerMaterialsBody,
        response: { 200: customerMaterialsResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const number = await visibleCustomer(viewer, request.params.customerNumber);
      const found = await materialNumbersOf(db, number, request.body.pcns);
      return { Successful: true, Data: found, Exception: null };
    },
  );
}
