import { formatUsd, type ShippingStrategyCost, type StrategyShipping } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import { getShippingStrategy } from '../../../ui/cart/cart-api.ts';

/** A tier's own description, or its range and cost when it has none. */
const tierText = (cost: ShippingStrategyCost): string => {
  if (cost.Description) return cost.Description;
  const range =
    cost.MaxOrderAmount === null
      ? `${formatUsd(cost.MinOrderAmount)} and up`
      : `${formatUsd(cost.MinOrderAmount)} to under ${formatUsd(cost.MaxOrderAmount)}`;
  return `${range}: ${cost.ShippingCost > 0 ? formatUsd(cost.ShippingCost) : 'free shipping'}`;
};

/** 'Shipping Information and Cost' of one shipping strategy: its lines' subtotal and cost. */
export function ShippingCostCard({ strategy }: { strategy: StrategyShipping }) {
  const id = strategy.ShippingStrategyId;
  const tiers = useQuery({
    queryKey: ['cart', 'shipping_strategy', id],
    queryFn: ({ signal }) => getShippingStrategy(id!, signal),
    enabled: id !== null,
    staleTime: 300_000,
  });
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h5">
        Shipping Information and Cost
        <span className="d-block small text-body-secondary fw-normal">{strategy.DisplayName}</span>
      </Card.Header>
      <Card.Body>
        {strategy.Description && <p className="mb-2">{strategy.Description}</p>}
        <dl className="row mb-2">
          <dt className="col-7">Items subtotal</dt>
          <dd className="col-5 text-end mb-1">{formatUsd(strategy.SubTotal)}</dd>
          <dt className="col-7">Shipping cost</dt>
          <dd className="col-5 text-end mb-0">{formatUsd(strategy.ShippingCost)}</dd>
        </dl>
        {tiers.data && tiers.data.Costs.length > 1 && (
          <ul
            className="small text-body-secondary mb-0 ps-3"
            aria-label={`${strategy.DisplayName} shipping rates`}
          >
            {tiers.data.Costs.map((cost) => (
              <li key={cost.ShippingStrategyCostId}>{tierText(cost)}</li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
