import { displayPhone, type Customer } from '@portal/domain';
import { Link } from 'react-router';
import { AddressLines } from '../../../ui/address-lines.tsx';
import { FieldList } from './field-list.tsx';

interface Props {
  customer: Customer;
  /** The admin site lists the customer's sales reps. */
  showSalesReps: boolean;
}

/** Address, communication and, on the admin site, the sales reps. */
export function CustomerInformation({ customer, showSalesReps }: Props) {
  const a = customer.CustomerAddress;
  const emails = a.Emails.map((e) => e.Email).filter(Boolean);
  return (
    <>
      <h2 className="h5">Address</h2>
      <div className="mb-3">
        <AddressLines address={{ ...a, Name: a.Name1, Phone: '' }} />
      </div>
      <h2 className="h5">Communication</h2>
      <FieldList
        fields={[
          ['Phone', a.Phone && <a href={`tel:${a.Phone}`}>{displayPhone(a.Phone)}</a>],
          [
            emails.length > 1 ? 'Emails' : 'Email',
            emails.length > 0 && (
              <ul className="list-unstyled mb-0">
                {emails.map((email) => (
                  <li key={email}>
                    <a href={`mailto:${email}`}>{email}</a>
                  </li>
                ))}
              </ul>
            ),
          ],
          ['Tax jurisdiction', a.TaxJurisdictionCode],
        ]}
      />
      {showSalesReps && (
        <>
          <h2 className="h5">Sales Representatives</h2>
          {customer.SalesReps.length === 0 ? (
            <p>No records are present.</p>
          ) : (
            <ul>
              {customer.SalesReps.map((rep) => (
                <li key={rep.SalesRepNumber}>
                  <Link to={`/sales-rep/${encodeURIComponent(rep.SalesRepNumber)}`}>
                    {rep.SalesRepNumber}
                  </Link>{' '}
                  {rep.Name}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
