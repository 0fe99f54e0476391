/** The order's numbers as the order summary and the order confirmation both name them. */
export const orderNumberFacts = (order: {
  OrderId: number;
  SalesOrderNumber: string | null;
}): [label: string, value: string][] => [
  ['Order #', String(order.OrderId)],
  ['Sales Order #', order.SalesOrderNumber ?? 'Being processed'],
];
