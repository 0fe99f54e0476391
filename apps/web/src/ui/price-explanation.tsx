import {
  describePrice,
  fromPriceExplanation,
  type ExplainedPrice,
  type PriceExplanation as WirePriceExplanation,
} from '@portal/domain';

interface Props {
  explained: ExplainedPrice | WirePriceExplanation;
  /** The disclosure's own text; a table cell asks for a short one. */
  label?: string;
}

const isWire = (e: ExplainedPrice | WirePriceExplanation): e is WirePriceExplanation =>
  'ListPrice' in e;

/**
 * The rule behind a customer's price, opened on demand: list price, the agreement's entry
 * that applied (material, product or customer, with its number), the result, or why the part
 * is 'Call for Pricing'.
 */
export function PriceExplanation({ explained, label = 'How is this price made?' }: Props) {
  const lines = describePrice(isWire(explained) ? fromPriceExplanation(explained) : explained);
  return (
    <details className="small mb-2 price-explanation">
      <summary className="text-body-secondary">{label}</summary>
      <ul className="list-unstyled mb-0 mt-1 ps-3" aria-label="How this price is made">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
