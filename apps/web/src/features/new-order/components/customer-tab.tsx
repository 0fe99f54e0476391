import {
  creditHoldOrderMessage,
  isCustomerAdmin,
  normalizePoNumber,
  siteKindOf,
  PO_NUMBER_EXISTS,
  PO_NUMBER_MAX,
  type CustomerSearchResult,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { useSite } from '../../../api/get-site.ts';
import { AddressFieldsGrid } from '../../../ui/address-form/address-fields-grid.tsx';
import { AddressLines } from '../../../ui/address-lines.tsx';
import { useDebouncedValue } from '../../../ui/model-table/use-debounced-value.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useShipTos } from '../../customers/api/get-ship-tos.ts';
import { salesRepChoices } from '../../orders/model/order-list-actions.ts';
import { allSalesRepsQuery } from '../../sales-reps/api/sales-rep-calls.ts';
import { searchCustomers } from '../api/order-calls.ts';
import {
  ONE_TIME_FIELDS,
  ONE_TIME_SHIP_TO,
  oneTimeErrors,
  type OrderDraft,
} from '../model/order-draft.ts';

const SEARCH_DEBOUNCE_MS = 500;
const CREDIT_HOLD_THROTTLE_MS = 5_000;
let creditHoldShownAt = 0;

/** The credit-hold warning, not repeated within 5 seconds (signed-in portals §5). */
export function warnCreditHold(): void {
  if (Date.now() - creditHoldShownAt < CREDIT_HOLD_THROTTLE_MS) return;
  creditHoldShownAt = Date.now();
  showToast(creditHoldOrderMessage(), 'warning');
}

const optionLabel = (c: CustomerSearchResult) => `${c.CustomerName} - ${c.CustomerNumber}`;

interface Props {
  draft: OrderDraft;
  change: (patch: Partial<OrderDraft>) => void;
  poUsed: boolean;
  error: string | null;
}

/** Spec: the orders site searches from 2 characters on. */
const SEARCH_MIN = 2;

function CustomerSearch({ change }: Pick<Props, 'change'>) {
  const [keyword, setKeyword] = useState('');
  const user = useLiveUser();
  const reps = user ? salesRepChoices(user) : [];
  const [salesRep, setSalesRep] = useState('');
  const typed = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['new-order', 'customers', typed, salesRep],
    queryFn: ({ signal }) => searchCustomers(typed, signal, salesRep),
    enabled: typed.length >= SEARCH_MIN,
  });
  const choose = (customer: CustomerSearchResult) => {
    if (customer.IsCreditBlocked) warnCreditHold();
    const serving = customer.SalesReps.find((r) => r.SalesRepNumber === salesRep);
    change({
      customer,
      shipTo: customer.CustomerNumber,
      salesRep: serving?.SalesRepNumber ?? customer.SalesReps[0]?.SalesRepNumber ?? '',
    });
  };
  return (
    <>
      {reps.length > 0 && (
        <Form.Select
          className="mb-2"
          aria-label="Customers of sales rep"
          value={salesRep}
          onChange={(e) => setSalesRep(e.target.value)}
        >
          <option value="">All sales reps</option>
          {reps.map((r) => (
            <option key={r.number} value={r.number}>
              {r.name} ({r.number})
            </option>
          ))}
        </Form.Select>
      )}
      <Form.Group controlId="new-order-customer">
        <Form.Label>Customer</Form.Label>
        <Form.Control
          type="search"
          value={keyword}
          placeholder="Company name or customer number"
          autoComplete="off"
          onChange={(e) => setKeyword(e.target.value)}
        />
        {typed.length > 0 && typed.length < SEARCH_MIN && (
          <Form.Text>Type at least {SEARCH_MIN} characters.</Form.Text>
        )}
        {typed.length >= SEARCH_MIN && (
          <div className="mt-2" aria-live="polite">
            {found.isPending && <p className="small text-secondary mb-0">Searching...</p>}
            {found.isError && <p className="small text-danger mb-0">{found.error.message}</p>}
            {found.data?.length === 0 && (
              <p className="small text-secondary mb-0">No customer matches {typed}.</p>
            )}
            {found.data && found.data.length > 0 && (
              <ListGroup aria-label="Customers found">
                {found.data.map((c) => (
                  <ListGroup.Item key={c.CustomerNumber} action onClick={() => choose(c)}>
                    {optionLabel(c)}
                    <span className="text-secondary small ms-2">{c.CustomerAddress.City}</span>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </div>
        )}
      </Form.Group>
    </>
  );
}

/** Tab 0: the customer, where it ships, the PO number and the sales rep. */
export function CustomerTab({ draft, change, poUsed, error }: Props) {
  const { customer } = draft;
  if (!customer)
    return (
      <>
        <CustomerSearch change={change} />
        {error && <p className="text-danger small mt-2">{error}</p>}
      </>
    );
  const address = customer.CustomerAddress;
  return (
    <Row className="g-4">
      <Col md={6}>
        <h2 className="h6">Bill To</h2>
        <div className="d-flex align-items-start gap-3">
          <div className="flex-grow-1">
            <div className="fw-semibold">{optionLabel(customer)}</div>
            <AddressLines address={{ ...address, Name: '' }} />
            <Link to={`/customer/${encodeURIComponent(customer.CustomerNumber)}`}>
              Customer details
            </Link>
          </div>
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => change({ customer: null, shipTo: '', salesRep: '' })}
          >
            Remove
          </Button>
        </div>
        {customer.IsCreditBlocked && (
          <p className="text-danger small mt-2" role="alert">
            {creditHoldOrderMessage()}
          </p>
        )}
      </Col>
      <Col md={6}>
        <ShipToChoice draft={draft} change={change} showErrors={error !== null} />
        <Form.Group controlId="new-order-po" className="mb-3">
          <Form.Label>PO Number</Form.Label>
          <Form.Control
            value={draft.purchaseNo}
            maxLength={PO_NUMBER_MAX}
            isInvalid={poUsed || (error !== null && error.startsWith('PO Number'))}
            onChange={(e) => change({ purchaseNo: normalizePoNumber(e.target.value) })}
          />
          <Form.Control.Feedback type="invalid">
            {poUsed ? PO_NUMBER_EXISTS : error}
          </Form.Control.Feedback>
        </Form.Group>
        <SalesRepPicker draft={draft} change={change} />
        {error && !error.startsWith('PO Number') && (
          <p className="text-danger small mt-2">{error}</p>
        )}
      </Col>
    </Row>
  );
}

/** Ship To: the customer's own address, one of its ship-tos, or a one-time address. */
function ShipToChoice({
  draft,
  change,
  showErrors,
}: Pick<Props, 'draft' | 'change'> & { showErrors: boolean }) {
  const shipTos = useShipTos(draft.customer?.CustomerNumber ?? '');
  const errors = showErrors ? oneTimeErrors(draft) : {};
  return (
    <div className="mb-3">
      <Form.Check
        id="new-order-same-address"
        className="mb-2"
        label="My Billing and shipping address are the same"
        checked={draft.sameAddress}
        onChange={(e) => change({ sameAddress: e.target.checked })}
      />
      {!draft.sameAddress && (
        <>
          <Form.Group controlId="new-order-ship-to" className="mb-2">
            <Form.Label>Ship To</Form.Label>
            <Form.Select
              value={draft.shipTo}
              onChange={(e) => change({ shipTo: e.target.value })}
              disabled={!shipTos.data}
            >
              {(shipTos.data ?? []).map((s) => (
                <option key={s.PartnerNumber} value={s.PartnerNumber}>
                  {s.Name} - {s.PartnerNumber}, {s.City} {s.Region}
                </option>
              ))}
              <option value={ONE_TIME_SHIP_TO}>Another address (this order only)</option>
            </Form.Select>
            {shipTos.isError && (
              <Form.Text className="text-danger">{shipTos.error.message}</Form.Text>
            )}
          </Form.Group>
          {draft.shipTo === ONE_TIME_SHIP_TO && (
            <fieldset>
              <legend className="h6">Ship To address</legend>
              <AddressFieldsGrid
                idPrefix="new-order-ship-to"
                section="shipping"
                fields={ONE_TIME_FIELDS}
                value={draft.oneTimeShipTo}
                errors={errors}
                onChange={(oneTimeShipTo) => change({ oneTimeShipTo })}
              />
            </fieldset>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The sales rep the order is credited to, on the sales-rep portal and for customer admins:
 * the customer's reps, or every rep for a customer admin; shown when there is a choice.
 */
function SalesRepPicker({ draft, change }: Pick<Props, 'draft' | 'change'>) {
  const site = useSite();
  const admin = isCustomerAdmin(useLiveUser()?.Roles ?? []);
  const everyRep = useQuery({ ...allSalesRepsQuery(), enabled: admin });
  const offered = siteKindOf(site.Name) === 'sales-rep' || admin;
  const reps = admin
    ? (everyRep.data ?? draft.customer?.SalesReps ?? [])
    : (draft.customer?.SalesReps ?? []);
  if (!offered || reps.length < 2) return null;
  return (
    <Form.Group controlId="new-order-sales-rep">
      <Form.Label>Sales Representative</Form.Label>
      <Form.Select value={draft.salesRep} onChange={(e) => change({ salesRep: e.target.value })}>
        <option value="">Select a sales representative</option>
        {reps.map((r) => (
          <option key={r.SalesRepNumber} value={r.SalesRepNumber}>
            {r.Name} ({r.SalesRepNumber})
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
