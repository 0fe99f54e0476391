import { formatUsd } from '@portal/domain';
import Card from 'react-bootstrap/Card';

interface Props {
  subTotal: number;
  shippingCost: number;
  total: number;
}

/** Subtotal, shipping and the estimated total before tax (tax is added on the invoice). */
export function OrderSummaryCard({ subTotal, shippingCost, total }: Props) {
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h5">
        Summary
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0">
          <dt className="col-7 fw-normal">Subtotal</dt>
          <dd className="col-5 text-end mb-1">{formatUsd(subTotal)}</dd>
          <dt className="col-7 fw-normal">Shipping</dt>
          <dd className="col-5 text-end mb-1">{formatUsd(shippingCost)}</dd>
          <dt className="col-7 border-top pt-1">Estimated total before tax</dt>
          <dd className="col-5 text-end border-top pt-1 mb-0 fw-bold" data-testid="estimated-total">
            {formatUsd(total)}
          </dd>
        </dl>
      </Card.Body>
    </Card>
  );
}
