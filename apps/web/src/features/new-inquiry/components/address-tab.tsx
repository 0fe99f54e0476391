import { CUSTOMER_REQUIRED, INQUIRY_CREDIT_HOLD } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { warnCreditHold } from '../../../ui/wizard/credit-hold-warning.ts';
import { ChosenCustomer, CustomerPicker } from '../../../ui/wizard/customer-picker.tsx';
import { ShipToChoice } from '../../../ui/wizard/ship-to-choice.tsx';
import { shipTosQuery } from '../../../api/customers/get-ship-tos.ts';
import { contactErrors, oneTimeErrors, type InquiryDraft } from '../model/inquiry-draft.ts';
import { ContactFields } from './contact-fields.tsx';

interface Props {
  draft: InquiryDraft;
  change: (patch: Partial<InquiryDraft>) => void;
  /** Messages show once a check has stopped the user (§4). */
  showErrors: boolean;
  /** The message that stopped the user on this tab. */
  error: string | null;
}

/** Tab 0: the Bill To customer, where the parts would ship, and the contact. */
export function AddressTab({ draft, change, showErrors, error }: Props) {
  const { customer } = draft;
  const customerNumber = customer?.CustomerNumber ?? '';
  const shipTos = useQuery({ ...shipTosQuery(customerNumber), enabled: customerNumber !== '' });
  const contact = showErrors ? contactErrors(draft) : {};
  const oneTime = showErrors ? oneTimeErrors(draft) : {};
  const customerError = showErrors && !customer ? CUSTOMER_REQUIRED : null;
  const shown = new Set<string | null>([
    customerError,
    ...Object.values(contact),
    ...Object.values(oneTime).flat(),
  ]);
  return (
    <Row className="g-4">
      <Col md={6}>
        {customer ? (
          <>
            <ChosenCustomer
              customer={customer}
              creditHoldMessage={INQUIRY_CREDIT_HOLD}
              onRemove={() => change({ customer: null, shipTo: '' })}
            />
            <div className="mt-3">
              <ShipToChoice
                idPrefix="new-inquiry"
                noun="inquiry"
                value={draft}
                onChange={change}
                shipTos={shipTos}
                errors={oneTime}
              />
            </div>
          </>
        ) : (
          <>
            <h2 className="h6">Bill To</h2>
            <CustomerPicker
              idPrefix="new-inquiry"
              onChoose={(chosen) => {
                if (chosen.IsCreditBlocked) warnCreditHold(INQUIRY_CREDIT_HOLD);
                change({ customer: chosen, shipTo: chosen.CustomerNumber });
              }}
            />
            {customerError && <p className="text-danger small mt-2">{customerError}</p>}
          </>
        )}
      </Col>
      <Col md={6}>
        <ContactFields
          value={draft.contact}
          onChange={(next) => change({ contact: next })}
          errors={contact}
        />
        {error && !shown.has(error) && <p className="text-danger small mt-2">{error}</p>}
      </Col>
    </Row>
  );
}
