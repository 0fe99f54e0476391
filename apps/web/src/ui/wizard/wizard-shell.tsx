import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { ConfirmDialog } from '../confirm-dialog.tsx';

interface Props {
  steps: readonly string[];
  tab: number;
  /** Next's label on the last tab ('Place Order', 'Create Inquiry'). */
  finishLabel: string;
  /** What a submission is waiting for. */
  status?: string | null;
  onBack: () => void;
  onNext: () => void;
  backDisabled?: boolean;
  nextDisabled?: boolean;
  /** The question asked before submitting, under the finish label as its title. */
  confirmQuestion: string;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A wizard's numbered steps, the current tab's content, Back and Next, and the Yes/No question
 * before submitting. A new tab takes the focus, so that the keyboard goes on from its first field
 * and a phone scrolls to its top.
 */
export function WizardShell(props: Props) {
  const { steps, tab, finishLabel, status, onBack, onNext, backDisabled, nextDisabled } = props;
  const panel = useRef<HTMLDivElement>(null);
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    panel.current?.focus();
  }, [tab]);
  const last = tab === steps.length - 1;
  return (
    <>
      <Nav variant="tabs" className="mb-3" as="ol" aria-label="Steps">
        {steps.map((name, index) => (
          <Nav.Item as="li" key={name}>
            <Nav.Link
              as="span"
              active={index === tab}
              aria-current={index === tab ? 'step' : undefined}
              className={index > tab ? 'text-secondary' : undefined}
            >
              {index + 1}. {name}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div ref={panel} tabIndex={-1}>
        {props.children}
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-end border-top pt-3 mt-4">
        {status && (
          <span className="me-auto align-self-center" role="status">
            {status}
          </span>
        )}
        <Button variant="outline-secondary" onClick={onBack} disabled={tab === 0 || backDisabled}>
          Back
        </Button>
        <Button onClick={onNext} disabled={nextDisabled}>
          {last ? finishLabel : 'Next'}
        </Button>
      </div>
      <ConfirmDialog
        message={props.confirming ? props.confirmQuestion : null}
        title={finishLabel}
        confirmLabel="Yes"
        cancelLabel="No"
        confirmVariant="primary"
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </>
  );
}
