import { displayPhone } from '@portal/domain';

export interface AddressFields {
  Name: string;
  Name2: string | null;
  Street: string;
  City: string;
  Region: string;
  PostalCode: string;
  Country: string;
  Phone?: string;
}

/** A postal address as it would go on a label, one line per part; empty parts leave no line. */
export function AddressLines({ address: a }: { address: AddressFields }) {
  const place = [a.City, [a.Region, a.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [a.Name, a.Name2, a.Street, place, a.Country].filter(Boolean);
  const phone = a.Phone ? displayPhone(a.Phone) : '';
  return (
    <address className="mb-0">
      {lines.map((line, index) => (
        <div key={index} className={index === 0 ? 'fw-semibold' : undefined}>
          {line}
        </div>
      ))}
      {phone && (
        <div>
          <a href={`tel:${a.Phone}`}>{phone}</a>
        </div>
      )}
    </address>
  );
}
