import type { Customer } from '@portal/domain';
import './customer-profile.css';

function NoteLines({ title, lines }: { title: string; lines: string[] }) {
  const written = lines.filter((line) => line.trim() !== '');
  return (
    <section className="mb-3" aria-label={title}>
      <h2 className="h5">{title}</h2>
      {written.length === 0 ? (
        <p>No records are present.</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {written.map((line, index) => (
            <li key={index} className="note-line text-break">
              {line}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The customer's sales notes and shipping notes. */
export function CustomerNotes({ customer }: { customer: Customer }) {
  return (
    <>
      <NoteLines title="Sales notes" lines={customer.CustomerSalesText} />
      <NoteLines title="Shipping notes" lines={customer.CustomerShippingText} />
    </>
  );
}
