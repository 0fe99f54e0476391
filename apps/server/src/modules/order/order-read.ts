import type { PriceExplanation } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { OrderLookup } from './order-access.ts';

interface PartyJson {
  partnerNumber: string | null;
  name: string;
  name2: string | null;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

export interface OrderRecord extends Record<string, unknown> {
  orderId: number;
  /** The reader's account may see the order (not only its key). */
  visibleToViewer: boolean;
  publicKey: string;
  salesOrderNumber: string | null;
  status: string;
  siteId: number | null;
  customerPurchaseOrderNumber: string;
  customerNumber: string | null;
  customerName: string | null;
  creatorUsername: string | null;
  creatorName: string | null;
  email: string;
  textLines: string[];
  shipVia: string;
  currency: string;
  subTotal: number;
  shippingCost: number;
  tax: number;
  taxCalculated: boolean;
  total: number;
  expectedShippingDate: string | null;
  orderDate: Date;
  syncedAt: Date | null;
  authorizationNumber: string | null;
  cardType: string | null;
  lastFour: string | null;
  billTo: PartyJson | null;
  shipTo: PartyJson | null;
  salesReps: { salesRepNumber: string; name: string }[];
  items: {
    itemNumber: number;
    material: string;
    description: string;
    quantity: number;
    quantityUnit: string;
    unitPrice: number;
    totalPrice: number;
    tax: number;
    status: string;
    imagePath: string | null;
    priceRule: PriceExplanation | null;
  }[];
  deliveries: {
    deliveryId: string;
    carrier: string;
    trackingNumber: string | null;
    shippedAt: string;
    items: { material: string; shortText: string; quantity: number }[];
    updates: {
      id: number;
      status: string;
      occurredAt: string;
      message: string;
      city: string | null;
      state: string | null;
    }[];
  }[];
}

const party = (role: 'BillTo' | 'ShipTo') => sql`(
  select json_build_object('partnerNumber', p.partner_number, 'name', p.name, 'name2', p.name2,
    'street', p.street, 'city', p.city, 'region', p.region, 'postalCode', p.postal_code,
    'country', p.country, 'phone', p.phone)
  from order_party p where p.order_id = o.order_id and p.role = ${role})`;

/** One order with its parties, items, deliveries and tracking, in one statement. */
export async function readOrder(
  db: Executor,
  lookup: OrderLookup,
): Promise<OrderRecord | undefined> {
  const result = await db.execute<OrderRecord>(sql`
    select o.order_id as "orderId", ${lookup.visible} as "visibleToViewer",
      o.public_key as "publicKey",
      o.sales_order_number as "salesOrderNumber", o.status, o.site_id as "siteId",
      o.customer_purchase_order_number as "customerPurchaseOrderNumber",
      o.customer_number as "customerNumber", o.customer_name as "customerName",
      o.creator_username as "creatorUsername", o.creator_name as "creatorName", o.email,
      o.text_lines as "textLines", o.ship_via as "shipVia", o.currency,
      o.sub_total as "subTotal", o.shipping_cost as "shippingCost", o.tax,
      o.tax_calculated as "taxCalculated", o.total,
      o.expected_shipping_date::text as "expectedShippingDate", o.order_date as "orderDate",
      o.synced_at as "syncedAt", pay.authorization_number as "authorizationNumber",
      pay.card_type as "cardType", pay.last_four as "lastFour",
      ${party('BillTo')} as "billTo", ${party('ShipTo')} as "shipTo",
      coalesce((select json_agg(json_build_object('salesRepNumber', r.sales_rep_number,
          'name', r.name) order by r.sales_rep_number)
        from order_sales_rep r where r.order_id = o.order_id), '[]') as "salesReps",
      coalesce((select json_agg(json_build_object('itemNumber', i.item_number,
          'material', i.material, 'description', i.description, 'quantity', i.quantity,
          'quantityUnit', i.quantity_unit, 'unitPrice', i.unit_price,
          'totalPrice', i.total_price, 'tax', i.tax, 'status', i.status,
          'imagePath', i.image_path, 'priceRule', i.price_rule) order by i.item_number)
        from order_item i where i.order_id = o.order_id), '[]') as items,
      coalesce((select json_agg(json_build_object('deliveryId', d.delivery_id,
          'carrier', d.carrier, 'trackingNumber', d.tracking_number, 'shippedAt', d.shipped_at,
          'items', coalesce((select json_agg(json_build_object('material', di.material,
              'shortText', di.short_text, 'quantity', di.quantity) order by di.line)
            from delivery_item di where di.delivery_id = d.delivery_id), '[]'),
          'updates', coalesce((select json_agg(json_build_object('id', u.tracking_update_id,
              'status', u.status, 'occurredAt', u.occurred_at, 'message', u.message,
              'city', u.city, 'state', u.state)
              order by u.occurred_at desc, u.tracking_update_id desc)
            from tracking_update u where u.delivery_id = d.delivery_id), '[]'))
          order by d.shipped_at, d.delivery_id)
        from delivery d where d.order_id = o.order_id), '[]') as deliveries
    from orders o
    left join order_payment pay on pay.order_id = o.order_id
    where ${lookup.where}`);
  return result.rows[0];
}
