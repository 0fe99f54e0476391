import type { InquiryInput } from '@portal/domain';
import { pcn } from '../cart/cart-test-data.ts';

/** A multipart inquiry as the wizard sends it: the `request` field, then the files. */
export function inquiryForm(data: unknown, files: { name: string; content: Buffer }[] = []) {
  const boundary = `----inquiry-${Math.random().toString(16).slice(2)}`;
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(data)}\r\n`,
    ),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      f.content,
      Buffer.from('\r\n'),
    ]),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A valid inquiry of customer C1 (customer-test-data.ts) with two lines. */
export const inquiryData = (overrides: Partial<InquiryInput> = {}): InquiryInput => ({
  BillToParty: { PartnerNumber: 'C1' },
  ShipToParty: { PartnerNumber: 'C1' },
  Contact: { Name: 'Bea Buyer', Phone: '217 555 0100', Email: 'bea@example.com' },
  Comments: ['Need these by spring', '  ', ''],
  Items: [
    { Material: pcn.motor, Quantity: 2, ItemNumber: 10, QuantityUnit: 'EA' },
    { Material: pcn.gasket, Quantity: 1, ItemNumber: 20, QuantityUnit: 'EA' },
  ],
  ...overrides,
});
