import type { Page } from '@playwright/test';

/**
 * Creates a pending inquiry through `POST /api/inquiry` from the signed-in page (a customer
 * site), without files; answers its id.
 */
export async function createInquiryByCall(
  page: Page,
  customerNumber: string,
  material: string,
): Promise<number> {
  const answer = await page.evaluate(
    async ({ customerNumber, material }) => {
      const form = new FormData();
      const data = {
        BillToParty: { PartnerNumber: customerNumber },
        Contact: { Name: 'Dana Buyer', Phone: '2145550100', Email: 'dana@example.com' },
        Comments: ['Price for the spring season'],
        Items: [{ Material: material, ItemNumber: 10, Quantity: 2, QuantityUnit: 'EA' }],
      };
      form.append('request', JSON.stringify({ Data: data }));
      const response = await fetch('/api/inquiry', {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { customerNumber, material },
  );
  if (answer.status !== 200) throw new Error(`inquiry not created: ${JSON.stringify(answer)}`);
  return (answer.body as { Data: { InquiryId: number } }).Data.InquiryId;
}
