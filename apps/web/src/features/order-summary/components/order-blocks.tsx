import {
  formatUsd,
  seesOrderAccountDetails,
  seesOrderComments,
  type OrderSummary,
} from '@portal/domain';
import { Fragment, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { AddressLines } from '../../../ui/address-lines.tsx';
import { orderNumberFacts } from '../../../ui/order-numbers.ts';
import { invoiceUrl } from '../api/get-order.ts';
import { orderDate } from '../../../ui/orders/order-dates.ts';
import { emailPieces } from '../model/order-format.ts';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="h-100">
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mb-0 small">
      {rows.map(([label, value]) => (
        <div key={label} className="row g-0">
          <dt className="col-6 text-secondary fw-normal">{label}</dt>
          <dd className="col-6 mb-1 text-end text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Wraps at the @ or a dot when the column is narrow, not in the middle of a word. */
function EmailAddress({ address }: { address: string }) {
  return emailPieces(address).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

/** PO number, Creator and Sales Representative, then Authorization No, for those who see them (parts-site §6). */
function accountRows(order: OrderSummary): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [];
  if (seesOrderAccountDetails(order.ViewedAs)) {
    const reps = order.SalesRepresentatives.map((r) => `${r.Name} (${r.SalesRepNumber})`);
    rows.push(
      ['PO Number', order.CustomerPurchaseOrderNumber],
      ['Creator', order.Creator ?? 'Guest checkout'],
      ['Sales Representative', reps.length > 0 ? reps.join(', ') : 'None'],
    );
  }
  if (seesOrderComments(order.ViewedAs))
    rows.push(['Authorization No', order.AuthorizationNumber ?? 'None']);
  return rows;
}

/** Information, value, bill-to and ship-to blocks: two across on tablets and laptops, four on wide screens, stacked on phones. */
export function OrderBlocks({ order, invoiceNo }: { order: OrderSummary; invoiceNo: string }) {
  const information: [string, ReactNode][] = [
    ...orderNumberFacts(order),
    ['Order Date', orderDate(order.OrderDate)],
    ['Ship Via', order.ShipVia],
    ['Estimated Ship Date', order.ExpectedShippingDate ?? 'Not yet known'],
    ['E-mail', <EmailAddress key="email" address={order.Email} />],
    ...accountRows(order),
  ];
  const value: [string, ReactNode][] = [
    ['Sub Total', formatUsd(order.SubTotal)],
    ['Shipping', formatUsd(order.ShippingCost)],
    ['Tax', formatUsd(order.Tax)],
    ['Total', <strong key="total">{formatUsd(order.Total)}</strong>],
  ];
  return (
    <Row xs={1} md={2} xxl={4} className="g-3 mb-4">
      <Col>
        <Block title="Information">
          <Facts rows={information} />
        </Block>
      </Col>
      <Col>
        <Block title="Value">
          <Facts rows={value} />
          <a className="btn btn-outline-primary btn-sm mt-3" href={invoiceUrl(invoiceNo)} download>
            Download invoice (PDF)
          </a>
        </Block>
      </Col>
      <Col>
        <Block title="Bill To">
          <AddressLines address={order.BillToParty} />
        </Block>
      </Col>
      <Col>
        <Block title="Ship To">
          <AddressLines address={order.ShipToParty} />
        </Block>
      </Col>
    </Row>
  );
}
