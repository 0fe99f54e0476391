// The new-order wizard's server side (issue 15, requirement 6), on the demo data of bench/data:
// a sales rep places orders for a customer with a 1 MB PO PDF (POST /api/order, multipart),
// one at a time; each order's time from submission to OrderSynced (GET /api/order/{n}/check
// polled every 50 ms, the ERP hand-off woken by the order); and a 500-line quick order
// (POST /api/Customer/{n}/quickOrder). See bench/README.md, "Placing orders (issue 15)".
import { randomUUID } from 'node:crypto';
import { multipartForm } from '../apps/server/src/test/multipart-form.ts';
import { partsListNumbers } from './parts-list.ts';
import { callPortal, jsonOf, percentile, signIn } from './portal-http.ts';
import { startDemoPortal } from './portal.mjs';
import { pdfOf } from './upload-form.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);

const row = (name: string, values: number[], target: string) => {
  const sorted = values.toSorted((a, b) => a - b);
  return {
    case: name,
    runs: values.length,
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p95 ms': percentile(sorted, 95).toFixed(1),
    'max ms': Math.max(...values).toFixed(1),
    target,
  };
};

const { base, stop } = await startDemoPortal();
try {
  const token = await signIn(base, 'rep@example.com', 'Demo-Pass-1');
  const customers = await jsonOf<{ CustomerNumber: string; IsCreditBlocked: boolean }[]>(base, {
    path: '/api/Customer/search?keyword=',
    token,
  });
  const customer = customers.find((c) => !c.IsCreditBlocked)!.CustomerNumber;
  // Catalogue numbers the customer can order: resolved by the quick order itself.
  const numbers = await partsListNumbers(base, { token });
  const lines = Array.from({ length: 500 }, (_, i) => ({
    Row: i + 1,
    Number: numbers[i % numbers.length]!,
    Quantity: 1 + (i % 5),
  }));
  const quick = async () => {
    const started = performance.now();
    const answer = await jsonOf<{ Lines: { PcnCatalogNumber: string }[] }>(base, {
      path: `/api/Customer/${customer}/quickOrder`,
      token,
      body: { Lines: lines },
    });
    return { ms: performance.now() - started, answer };
  };
  const first = await quick();
  const orderable = first.answer.Lines.map((l) => l.PcnCatalogNumber);
  const quickTimes: number[] = [];
  for (let i = 0; i < 20; i++) quickTimes.push((await quick()).ms);

  const pdf = await pdfOf(1_048_576);
  const submitTimes: number[] = [];
  const syncTimes: number[] = [];
  for (let i = 0; i < WARMUP + ORDERS; i++) {
    const data = {
      PurchaseNo: `B${Date.now().toString(36)}${i}`.slice(0, 20),
      BillToParty: { PartnerNumber: customer },
      ShipToParty: { PartnerNumber: customer },
      Items: [0, 1, 2].map((k) => ({
        Material: orderable[(i + k) % orderable.length]!,
        Quantity: 1,
      })),
      TextLines: ['Shipping Notes: benchmark'],
    };
    const started = performance.now();
    const answer = await callPortal(base, {
      path: '/api/order',
      token,
      raw: multipartForm({ Data: data }, [{ name: 'PO.pdf', content: pdf }]),
      headers: { 'idempotency-key': randomUUID() },
    });
    const submitted = performance.now();
    if (answer.status !== 200)
      throw new Error(`POST /api/order answered ${answer.status}: ${answer.body.toString()}`);
    const { OrderId } = (JSON.parse(answer.body.toString()) as { Data: { OrderId: number } }).Data;
    const check = { path: `/api/order/${OrderId}/check`, token };
    while (!(await jsonOf<{ OrderSynced: boolean }>(base, check)).OrderSynced)
      await new Promise((r) => setTimeout(r, 50));
    if (i < WARMUP) continue;
    submitTimes.push(submitted - started);
    syncTimes.push(performance.now() - started);
  }
  console.log(
    `customer ${customer}, PO PDF ${(pdf.length / 1024).toFixed(0)} KB, ${orderable.length} of 500 quick-order lines orderable`,
  );
  console.table([
    row('POST /api/order, 3 lines + 1 MB PDF', submitTimes, 'p95 ≤ 150 ms'),
    row('submit to OrderSynced', syncTimes, 'p95 ≤ 2,000 ms'),
    row('quick order, 500 lines', quickTimes, '< 2,000 ms'),
  ]);
} finally {
  await stop();
}
