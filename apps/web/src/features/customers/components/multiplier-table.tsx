import { formatMultiplierRate, multiplierTypeLabel, type MultiplierEntry } from '@portal/domain';
import Table from 'react-bootstrap/Table';
import './customer-profile.css';

interface Props {
  /** 'Product multipliers' or 'Material multipliers'. */
  title: string;
  /** What an entry's Number is: 'Product' or 'Material'. */
  numberLabel: string;
  entries: MultiplierEntry[];
  /** Entries before the filter, to tell an empty agreement from a search that found nothing. */
  total: number;
}

/** One kind of multiplier entry; a long list scrolls inside its own 200 px. */
export function MultiplierTable({ title, numberLabel, entries, total }: Props) {
  return (
    <section className="mb-3" aria-label={title}>
      <h3 className="h6">
        {title} <span className="text-body-secondary fw-normal">({total})</span>
      </h3>
      {entries.length === 0 ? (
        <p className="mb-0">{total === 0 ? 'No records are present.' : 'None match the filter.'}</p>
      ) : (
        <div
          className="multiplier-list overflow-auto border rounded"
          role="region"
          aria-label={`${title} list`}
          tabIndex={0}
        >
          <Table size="sm" className="mb-0">
            <caption className="visually-hidden">{title}</caption>
            <thead className="sticky-top">
              <tr>
                <th scope="col">{numberLabel}</th>
                <th scope="col">Type</th>
                <th scope="col" className="text-end">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.Number}>
                  <td className="text-break">{entry.Number}</td>
                  <td>{multiplierTypeLabel(entry)}</td>
                  <td className="text-end text-nowrap">{formatMultiplierRate(entry)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
