import { PARTS_EMAIL, PARTS_HOURS, PARTS_PHONE } from '@portal/domain';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import { Link } from 'react-router';

/** Collapsible Return Policy with the parts department's e-mail, phone and hours. */
export function ReturnPolicy() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border rounded p-2 mb-3">
      <Button
        variant="link"
        className="p-0 text-decoration-none fw-semibold"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? '−' : '+'} Return Policy
      </Button>
      <Collapse in={open}>
        <div id={id}>
          <div className="small pt-2">
            <p className="mb-2">
              Unused parts in their original packaging may be returned within 30 days of delivery.
              Electrical parts that were installed cannot be returned. See the{' '}
              <Link to="/terms/replacement-parts">Terms and Conditions for Replacement Parts</Link>.
            </p>
            <p className="mb-0">
              To arrange a return, contact the parts department at{' '}
              <a href={`mailto:${PARTS_EMAIL}`}>{PARTS_EMAIL}</a> or{' '}
              <a href={`tel:${PARTS_PHONE}`}>{PARTS_PHONE}</a>, {PARTS_HOURS}.
            </p>
          </div>
        </div>
      </Collapse>
    </div>
  );
}
