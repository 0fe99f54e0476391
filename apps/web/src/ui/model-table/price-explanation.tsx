import { describePrice, type ExplainedPrice } from '@portal/domain';

/**
 * The rule behind a customer's price, opened on demand: list price, the agreement's entry
 * that applied (material, product or customer, with its number), the result, or why the part
 * is 'Call for Pricing'.
 */
export function PriceExplanation({ explained }: { explained: ExplainedPrice }) {
  return (
    <details className="small mb-2">
      <summary className="text-body-secondary">How is this price made?</summary>
      <ul className="list-unstyled mb-0 mt-1 ps-3" aria-label="How this price is made">
        {describePrice(explained).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
