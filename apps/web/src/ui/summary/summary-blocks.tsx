import { Fragment, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { AddressLines, type AddressFields } from '../address-lines.tsx';
import { emailPieces } from './email-pieces.ts';

/** One labelled fact of a summary block. */
export type Fact = [label: string, value: ReactNode];

function SummaryBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="h-100">
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

function FactList({ rows }: { rows: Fact[] }) {
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
export function EmailAddress({ address }: { address: string }) {
  return emailPieces(address).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

interface Props {
  information: Fact[];
  value: Fact[];
  /** Under the value facts: the order's invoice download. */
  valueFooter?: ReactNode;
  billTo: AddressFields;
  shipTo: AddressFields;
}

/**
 * The Information, Value, Bill To and Ship To blocks of an order or inquiry summary: two
 * across on tablets and laptops, four on wide screens, stacked on phones.
 */
export function SummaryBlocks({ information, value, valueFooter, billTo, shipTo }: Props) {
  return (
    <Row xs={1} md={2} xxl={4} className="g-3 mb-4">
      <Col>
        <SummaryBlock title="Information">
          <FactList rows={information} />
        </SummaryBlock>
      </Col>
      <Col>
        <SummaryBlock title="Value">
          <FactList rows={value} />
          {valueFooter}
        </SummaryBlock>
      </Col>
      <Col>
        <SummaryBlock title="Bill To">
          <AddressLines address={billTo} />
        </SummaryBlock>
      </Col>
      <Col>
        <SummaryBlock title="Ship To">
          <AddressLines address={shipTo} />
        </SummaryBlock>
      </Col>
    </Row>
  );
}
