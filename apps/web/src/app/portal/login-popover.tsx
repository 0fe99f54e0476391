import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import { Link, useLocation } from 'react-router';
import { useSessionState } from '../../api/accounts/use-session.ts';
import { Loading } from '../../ui/loading.tsx';

const LoginForm = lazy(() =>
  import('../../features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })),
);

const LOGIN_PAGE = '/authentication/login';

/**
 * Log in from the header. From md up a popover: it opens with the cursor in Username, Escape
 * closes it and gives the focus back to the button, and it closes on success while the form
 * navigates to /. On a phone a popover would hang off the narrow screen, so the button is a
 * link to the login page that also closes the collapsed menu (decision 078).
 */
export function LoginPopover() {
  const [show, setShow] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Tab order follows the button: the popover renders beside it, not at the end of the page.
  const holder = useRef<HTMLSpanElement>(null);
  const { pathname } = useLocation();
  const { pendingUser } = useSessionState();
  // The login page has its own form; a second one beside it would only confuse. Nor does a
  // user who is signed in and only has the policy documents left to accept need one.
  if (pathname === LOGIN_PAGE || pendingUser) return null;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setShow(false);
    button.current?.focus();
  };
  const popover = (
    // A form to fill in, not a tooltip to read: a (non-modal) dialog named by its heading.
    <Popover
      id="login-popover"
      className="login-popover"
      role="dialog"
      aria-labelledby="login-popover-title"
      onKeyDown={closeOnEscape}
    >
      <Popover.Header as="h2" className="h6" id="login-popover-title">
        Log in
      </Popover.Header>
      <Popover.Body>
        <Suspense fallback={<Loading />}>
          <LoginForm idPrefix="popover-" autoFocus onDone={() => setShow(false)} />
        </Suspense>
      </Popover.Body>
    </Popover>
  );
  return (
    <>
      {/* The bootstrap button look, without the nav-link colours that would override it. */}
      <Nav.Link
        as={Link}
        to={LOGIN_PAGE}
        eventKey={LOGIN_PAGE}
        bsPrefix="btn"
        className="btn-primary d-md-none"
      >
        Log in
      </Nav.Link>
      <span ref={holder} className="d-none d-md-inline-block">
        <OverlayTrigger
          trigger="click"
          placement="bottom-end"
          rootClose
          show={show}
          onToggle={setShow}
          overlay={popover}
          container={holder}
        >
          <Button
            ref={button}
            variant="primary"
            aria-expanded={show}
            aria-controls={show ? 'login-popover' : undefined}
          >
            Log in
          </Button>
        </OverlayTrigger>
      </span>
    </>
  );
}
