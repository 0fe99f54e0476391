import { MAX_MATERIAL_LOOKUP, type CustomerMultipliers } from '@portal/domain';
import { callAccount } from '../../api/accounts/account-http.ts';
import { ApiError } from '../../api/api-error.ts';

const loadSchemas = () => import('../../api/schemas.ts').then((m) => m.schemas);
const customerPath = (customerNumber: string, rest: string) =>
  `/Customer/${encodeURIComponent(customerNumber)}/${rest}`;

/** GET /api/Customer/{number}/multipliers: the customer's pricing agreement. */
export async function getCustomerMultipliers(
  customerNumber: string,
  signal?: AbortSignal,
): Promise<CustomerMultipliers> {
  const schemas = await loadSchemas();
  const body = await callAccount(
    'GET',
    customerPath(customerNumber, 'multipliers'),
    schemas.customerMultipliersResponse,
    { signal },
  );
  if (!body.Successful || !body.Data)
    throw new ApiError(200, body.Exception ?? 'The prices could not be loaded.');
  return body.Data;
}

async function postMaterials(customerNumber: string, pcns: string[]): Promise<[string, string][]> {
  const schemas = await loadSchemas();
  const body = await callAccount(
    'POST',
    customerPath(customerNumber, 'materials'),
    schemas.customerMaterialsResponse,
    { body: { pcns } },
  );
  return (body.Data ?? []).map((m) => [m.PcnCatalogNumber, m.MaterialNumber]);
}

interface Batch {
  pcns: Set<string>;
  waiting: { resolve: (found: Map<string, string>) => void; reject: (error: unknown) => void }[];
}
const batches = new Map<string, Batch>();

async function flush(customerNumber: string): Promise<void> {
  const batch = batches.get(customerNumber)!;
  batches.delete(customerNumber);
  const all = [...batch.pcns];
  const chunks: string[][] = [];
  for (let i = 0; i < all.length; i += MAX_MATERIAL_LOOKUP)
    chunks.push(all.slice(i, i + MAX_MATERIAL_LOOKUP));
  try {
    const found = new Map(
      (await Promise.all(chunks.map((c) => postMaterials(customerNumber, c)))).flat(),
    );
    for (const w of batch.waiting) w.resolve(found);
  } catch (error) {
    for (const w of batch.waiting) w.reject(error);
  }
}

/**
 * The customer's material numbers of these models, by catalogue number. The tables of one
 * page ask at once; their asks made in the same turn go to the server as one request.
 */
export function getCustomerMaterials(
  customerNumber: string,
  pcns: readonly string[],
): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    let batch = batches.get(customerNumber);
    if (!batch) {
      batch = { pcns: new Set(), waiting: [] };
      batches.set(customerNumber, batch);
      setTimeout(() => void flush(customerNumber), 0);
    }
    for (const pcn of pcns) batch.pcns.add(pcn);
    batch.waiting.push({ resolve, reject });
  });
}
