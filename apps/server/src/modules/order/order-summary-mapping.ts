import {
  seesOrderAccountDetails,
  seesOrderComments,
  type OrderAudience,
  type OrderPartyView,
  type OrderStatus,
  type OrderSummary,
} from '@portal/domain';
import type { OrderRecord } from './order-read.ts';

const emptyParty: OrderPartyView = {
  PartnerNumber: null,
  Name: '',
  Name2: null,
  Street: '',
  City: '',
  Region: '',
  PostalCode: '',
  Country: '',
  Phone: '',
};

function toParty(p: OrderRecord['billTo']): OrderPartyView {
  if (!p) return emptyParty;
  return {
    PartnerNumber: p.partnerNumber,
    Name: p.name,
    Name2: p.name2,
    Street: p.street,
    City: p.city,
    Region: p.region,
    PostalCode: p.postalCode,
    Country: p.country,
    Phone: p.phone,
  };
}

const isoDate = (value: Date | string) => new Date(value).toISOString();

/**
 * The order as `audience` may see it (parts-site §6): Creator and sales representatives for
 * signed-in readers, the authorisation number and comments for sales reps and customer admins.
 */
export function toOrderSummary(o: OrderRecord, audience: OrderAudience): OrderSummary {
  const details = seesOrderAccountDetails(audience);
  const comments = seesOrderComments(audience);
  const deliveries = o.deliveries.map((d) => ({
    DeliveryId: d.deliveryId,
    Carrier: d.carrier,
    TrackingNumber: d.trackingNumber,
    Items: d.items.map((i) => ({
      Quantity: i.quantity,
      ShortText: i.shortText,
      Material: i.material,
    })),
    ShippingInformation: {
      TrackingUpdatesList: d.updates.map((u) => ({
        Id: u.id,
        Status: u.status,
        Date: isoDate(u.occurredAt),
        Message: u.message,
        Address: { City: u.city, State: u.state },
      })),
    },
  }));
  const salesReps = details ? o.salesReps : [];
  const firstRep = salesReps[0];
  return {
    OrderId: o.orderId,
    PublicKey: o.publicKey,
    SalesOrderNumber: o.salesOrderNumber,
    OrderDate: isoDate(o.orderDate),
    OrderStatus: o.status as OrderStatus,
    CustomerPurchaseOrderNumber: o.customerPurchaseOrderNumber,
    CustomerNumber: o.customerNumber,
    CustomerName: o.customerName,
    Creator: details ? o.creatorName : null,
    CreatorUsername: details ? o.creatorUsername : null,
    SalesRepNumber: firstRep?.salesRepNumber ?? null,
    SalesRepName: firstRep?.name ?? null,
    SalesRepPhone: null,
    SalesRepresentatives: salesReps.map((r) => ({
      SalesRepNumber: r.salesRepNumber,
      Name: r.name,
    })),
    AuthorizationNumber: comments ? o.authorizationNumber : null,
    ViewedAs: audience,
    ShipVia: o.shipVia,
    TrackingNumber: deliveries[0]?.TrackingNumber ?? null,
    ExpectedShippingDate: o.expectedShippingDate,
    BillToParty: toParty(o.billTo),
    ShipToParty: toParty(o.shipTo),
    Email: o.email,
    SubTotal: Number(o.subTotal),
    ShippingCost: Number(o.shippingCost),
    Tax: Number(o.tax),
    TaxCalculated: o.taxCalculated,
    Total: Number(o.total),
    Currency: o.currency,
    Items: o.items.map((i) => ({
      ItemNumber: i.itemNumber,
      MaterialNumber: i.material,
      Description: i.description,
      Quantity: i.quantity,
      QuantityUnit: i.quantityUnit,
      Price: Number(i.unitPrice),
      TotalPrice: Number(i.totalPrice),
      Tax: Number(i.tax),
      Status: i.status,
      Image: i.imagePath,
      // The agreement's rates are the account's: a holder of the order's link alone sees none.
      PriceExplanation: details ? i.priceRule : null,
    })),
    TextLines: comments ? o.textLines : [],
    Deliveries: deliveries,
  };
}
