import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import { useLocation } from 'react-router';
import { Loading } from '../../ui/loading.tsx';

const LoginForm = lazy(() =>
  import('../../features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })),
);

/** Log in from the header; the popover closes on success and the form navigates to /. */
export function LoginPopover() {
  const [show, setShow] = useState(false);
  const { pathname } = useLocation();
  // The login page has its own form; a second one beside it would only confuse.
  if (pathname === '/authentication/login') return null;
  const popover = (
    <Popover id="login-popover" className="login-popover">
      <Popover.Header as="h2" className="h6">
        Log in
      </Popover.Header>
      <Popover.Body>
        <Suspense fallback={<Loading />}>
          <LoginForm idPrefix="popover-" onDone={() => setShow(false)} />
        </Suspense>
      </Popover.Body>
    </Popover>
  );
  return (
    <OverlayTrigger
      trigger="click"
      placement="bottom-end"
      rootClose
      show={show}
      onToggle={setShow}
      overlay={popover}
    >
      <Button variant="primary">Log in</Button>
    </OverlayTrigger>
  );
}
