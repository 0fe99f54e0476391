import {
  creditHoldOrderMessage,
  isCustomerAdmin,
  normalizePoNumber,
  siteKindOf,
  PO_NUMBER_EXISTS,
  PO_NUMBER_MAX,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { useSite } from '../../../api/get-site.ts';
import { warnCreditHold } from '../../../ui/wizard/credit-hold-warning.ts';
import { ChosenCustomer, CustomerPicker } from '../../../ui/wizard/customer-picker.tsx';
import { ShipToChoice } from '../../../ui/wizard/ship-to-choice.tsx';
import { shipTosQuery } from '../../../api/customers/get-ship-tos.ts';
import { salesRepChoices } from '../../orders/model/order-list-actions.ts';
import { allSalesRepsQuery } from '../../sales-reps/api/sales-rep-calls.ts';
import { oneTimeErrors, type OrderDraft } from '../model/order-draft.ts';

interface Props {
  draft: OrderDraft;
  change: (patch: Partial<OrderDraft>) => void;
  poUsed: boolean;
  error: string | null;
}

/** Tab 0: the customer, where it ships, the PO number and the sales rep. */
export function CustomerTab({ draft, change, poUsed, error }: Props) {
  const user = useLiveUser();
  const { customer } = draft;
  const customerNumber = customer?.CustomerNumber ?? '';
  const shipTos = useQuery({ ...shipTosQuery(customerNumber), enabled: customerNumber !== '' });
  if (!customer)
    return (
      <>
        <CustomerPicker
          idPrefix="new-order"
          salesReps={user ? salesRepChoices(user) : []}
          onChoose={(chosen, salesRep) => {
            if (chosen.IsCreditBlocked) warnCreditHold(creditHoldOrderMessage());
            const serving = chosen.SalesReps.find((r) => r.SalesRepNumber === salesRep);
            change({
              customer: chosen,
              shipTo: chosen.CustomerNumber,
              salesRep: serving?.SalesRepNumber ?? chosen.SalesReps[0]?.SalesRepNumber ?? '',
            });
          }}
        />
        {error && <p className="text-danger small mt-2">{error}</p>}
      </>
    );
  return (
    <Row className="g-4">
      <Col md={6}>
        <ChosenCustomer
          customer={customer}
          creditHoldMessage={creditHoldOrderMessage()}
          // A converted inquiry's order is billed to the inquiry's customer.
          onRemove={
            draft.inquiryId === null
              ? () => change({ customer: null, shipTo: '', salesRep: '' })
              : undefined
          }
        />
      </Col>
      <Col md={6}>
        <ShipToChoice
          idPrefix="new-order"
          noun="order"
          value={draft}
          onChange={change}
          shipTos={shipTos}
          errors={error === null ? {} : oneTimeErrors(draft)}
        />
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
