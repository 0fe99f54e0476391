import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CustomerPicker, customerLabel } from '../../../ui/wizard/customer-picker.tsx';
import type { ToolCustomer } from './use-tool-customer.ts';

/**
 * The customer selector: 'company name - customer number', 'Standard Customer' when none is
 * chosen, a link to the customer's page, and Clear except where the customer is the user's own.
 */
export function ToolCustomerChoice({ customer }: { customer: ToolCustomer }) {
  const { number, details } = customer;
  if (number === null)
    return (
      <CustomerPicker
        idPrefix="export"
        placeholder="Standard Customer"
        hint="Without a customer the files hold list prices. Search by company name or number."
        materialInfo
        onChoose={customer.choose}
      />
    );
  const label = details ? customerLabel(details) : number;
  return (
    <section aria-labelledby="export-customer-label">
      <div id="export-customer-label" className="form-label mb-1">
        Customer
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold text-break">{label}</span>
        <Link to={`/customer/${encodeURIComponent(number)}`}>
          Customer details<span className="visually-hidden"> of {label}</span>
        </Link>
        {!customer.fixed && (
          <Button size="sm" variant="outline-secondary" onClick={customer.clear}>
            Clear<span className="visually-hidden"> customer</span>
          </Button>
        )}
      </div>
      {customer.pricesLoading && (
        <p className="small text-body-secondary mb-0 mt-1" role="status">
          Loading the customer&apos;s prices...
        </p>
      )}
      {customer.pricesFailed && (
        <Alert variant="danger" className="mt-2 mb-0 py-2 small">
          The prices of {label} could not be loaded; list prices are shown.
        </Alert>
      )}
    </section>
  );
}
