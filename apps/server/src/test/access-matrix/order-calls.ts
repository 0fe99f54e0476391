import { CUSTOMER } from './fixture.ts';
import { everyone, signedIn, type MatrixCall, type Outcome } from './matrix.ts';

/**
 * Orders by number open only to readers who may see the customer (decision 090); anyone
 * else, the other customer included, gets the 404 of an unknown order.
 */
const customerOrderReaders: Outcome = everyone(404, { customer: 200, salesRep: 200, admin: 200 });
/** Changing documents needs the Orders delete flag: only the customer admin holds it. */
const documentManagers: Outcome = {
  anonymous: 404,
  customer: 403,
  otherCustomer: 403,
  salesRep: 403,
  admin: 200,
  deactivated: 404,
};

export const orderCalls: MatrixCall[] = [
  {
    route: 'GET /api/order',
    case: 'the order list: each reader gets only the orders they may see',
    url: () => '/api/order',
    expect: signedIn(200),
  },
  {
    route: 'GET /api/order/filters',
    case: "the caller's own saved order search",
    url: () => '/api/order/filters',
    expect: signedIn(200),
  },
  {
    route: 'POST /api/order/nocustomer',
    case: 'an order without items',
    body: () => ({}),
    expect: everyone(400),
  },
  {
    route: 'POST /api/order',
    case: "a customer's order without its Idempotency-Key",
    upload: ['PO.pdf'],
    expect: signedIn(400),
  },
  {
    route: 'GET /api/order/PO/isDuplicated',
    url: () => `/api/order/PO/isDuplicated?poNumber=PO-1&customerNumber=${CUSTOMER}`,
    expect: signedIn(200),
  },
  {
    route: 'POST /api/Customer/:customerNumber/quickOrder',
    case: 'pasted lines for the customer: only those who may order for it',
    url: () => `/api/Customer/${CUSTOMER}/quickOrder`,
    body: () => ({ Lines: [{ Row: 1, Number: 'NO-SUCH-PART', Quantity: 1 }] }),
    expect: signedIn(200, { otherCustomer: 403 }),
  },
  {
    route: 'POST /api/quickOrder/file',
    case: 'a file of order lines, read for any signed-in caller (a PDF is refused)',
    upload: ['lines.pdf'],
    expect: signedIn(400),
  },
  {
    route: 'GET /api/order/:n',
    case: "the customer's order by number",
    url: (ids) => `/api/order/${ids.order.number}`,
    expect: customerOrderReaders,
  },
  {
    route: 'GET /api/order/:n',
    case: "the other customer's order by number",
    url: (ids) => `/api/order/${ids.otherOrder.number}`,
    expect: everyone(404, { otherCustomer: 200, admin: 200 }),
  },
  {
    route: 'GET /api/order/:n',
    case: "a guest order's number",
    url: (ids) => `/api/order/${ids.guestOrder.number}`,
    expect: everyone(404, { admin: 200 }),
  },
  {
    route: 'GET /api/order/:n',
    case: 'a guest order by its PublicKey',
    url: (ids) => `/api/order/${ids.guestOrder.key}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/order/:n/check',
    url: (ids) => `/api/order/${ids.order.number}/check`,
    expect: customerOrderReaders,
  },
  {
    route: 'GET /api/PDF/PdfInvoiceFromOrder',
    url: (ids) => `/api/PDF/PdfInvoiceFromOrder?InvoiceNumber=${ids.order.number}`,
    expect: customerOrderReaders,
  },
  {
    route: 'GET /api/order/documents/:n',
    url: (ids) => `/api/order/documents/${ids.order.number}`,
    expect: customerOrderReaders,
  },
  {
    route: 'GET /api/order/document/:id',
    url: (ids) => `/api/order/document/${ids.documents[0]}?order=${ids.order.number}`,
    expect: customerOrderReaders,
  },
  {
    route: 'POST /api/order/document/:n',
    url: (ids) => `/api/order/document/${ids.order.number}`,
    upload: ['matrix.pdf'],
    // Customers and sales reps hold the write flag; the other customer sees no such order.
    expect: customerOrderReaders,
  },
  {
    route: 'POST /api/order/document/clip',
    url: (ids) => `/api/order/document/clip?order=${ids.order.number}`,
    body: (ids) => ({ documentIds: [ids.documents[0], ids.documents[1]] }),
    expect: documentManagers,
  },
  {
    route: 'POST /api/order/document/unclip/:id',
    url: (ids) => `/api/order/document/unclip/${ids.clippedDocument}?order=${ids.order.number}`,
    expect: documentManagers,
  },
  {
    route: 'POST /api/order/document/delete/:id',
    url: (ids) => `/api/order/document/delete/${ids.documents[2]}?order=${ids.order.number}`,
    expect: documentManagers,
  },
];
