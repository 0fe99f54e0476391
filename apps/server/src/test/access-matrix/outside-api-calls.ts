import { everyone, type MatrixCall } from './matrix.ts';

/**
 * Routes outside /api: the development outbox (this machine only, decision 071), the
 * sandbox payment provider's own pages and stored files by their unguessable key.
 */
export const outsideApiCalls: MatrixCall[] = [
  { route: 'GET /dev/mail', expect: everyone(200) },
  { route: 'GET /dev/mail/outbox.css', expect: everyone(200) },
  {
    route: 'GET /dev/mail/:mailId',
    url: (ids) => `/dev/mail/${ids.mailId}`,
    expect: everyone(200),
  },
  { route: 'GET /payment-gateway/card-fields', expect: everyone(200) },
  { route: 'GET /payment-gateway/card-fields.css', expect: everyone(200) },
  { route: 'GET /payment-gateway/card-fields.js', expect: everyone(200) },
  { route: 'POST /payment-gateway/tokenize', body: () => ({}), expect: everyone(400) },
  { route: 'POST /payment-gateway/authorize', body: () => ({}), expect: everyone(400) },
  { route: 'GET /files/*', url: () => '/files/nothing-here.pdf', expect: everyone(404) },
];
