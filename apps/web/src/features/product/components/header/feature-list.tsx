import { PROP_65_WARNING } from '@portal/domain';

/** The product's features with the California Prop 65 warning. */
export function FeatureList({
  features,
  headingLevel = 2,
}: {
  features: string[];
  headingLevel?: 2 | 3 | null;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="feature-list">
      {headingLevel !== null && <Heading className="h5">Features</Heading>}
      {features.length > 0 ? (
        <ul>
          {features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">No features listed.</p>
      )}
      <p className="small border border-warning rounded p-2 mb-0 prop-65">
        <span aria-hidden="true">⚠ </span>
        {PROP_65_WARNING}
      </p>
    </div>
  );
}
