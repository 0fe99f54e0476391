import { Link } from 'react-router';

/** A list's customer: the name linking to its profile (§2.11), the number beneath. */
export function CustomerCell({ number, name }: { number: string; name: string }) {
  return (
    <>
      <Link to={`/customer/${encodeURIComponent(number)}`}>{name}</Link>
      <div className="small text-body-secondary">{number}</div>
    </>
  );
}
